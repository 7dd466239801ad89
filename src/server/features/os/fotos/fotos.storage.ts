import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm, rmdir, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { Config } from '../../../config'

/**
 * Where photo files live, by key (`<empresa_id>/<os_id>/<foto_id>.<ext>`, the `os_fotos.arquivo` column).
 * The disk implementation is the default; an S3-compatible one can replace it (DESIGN §1) behind the
 * same three calls.
 */
export interface FotoStorage {
  put(key: string, data: Buffer, mime: string): Promise<void>
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Readable | null>
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>
}

export const fotoExtensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const
export type FotoMime = keyof typeof fotoExtensions

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const KEY = new RegExp(`^${UUID}/${UUID}/${UUID}\\.(jpg|png|webp)$`)

/** The storage key of a photo; built only from validated UUIDs and the detected type. */
export function fotoKey(empresaId: string, osId: string, fotoId: string, mime: FotoMime): string {
  return assertKey(`${empresaId}/${osId}/${fotoId}.${fotoExtensions[mime]}`.toLowerCase())
}

/** Refuses anything that is not a key fotoKey() could have built (no `..`, no absolute path). */
function assertKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid photo key: ${JSON.stringify(key)}`)
  return key
}

const isNotFound = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'

/** Opens a new file, creating its folder (again, if a delete of the folder's last photo just took it). */
async function openCreating(file: string) {
  for (let attempt = 0; ; attempt++) {
    await mkdir(path.dirname(file), { recursive: true })
    try {
      return await open(file, 'wx', 0o640)
    } catch (error) {
      if (!isNotFound(error) || attempt >= 2) throw error
    }
  }
}

/** Photos under `<root>/<empresa_id>/<os_id>/<foto_id>.<ext>`, each written to a temp file then renamed. */
export function diskFotoStorage(root: string): FotoStorage {
  const fileOf = (key: string) => path.join(root, ...assertKey(key).split('/'))
  return {
    async put(key, data) {
      const file = fileOf(key)
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
      try {
        const handle = await openCreating(temp)
        try {
          await handle.writeFile(data)
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(temp, file)
      } catch (error) {
        await rm(temp, { force: true })
        throw error
      }
    },
    async get(key) {
      const file = fileOf(key)
      const handle = await open(file, 'r').catch((error: unknown) => {
        if (isNotFound(error)) return null
        throw error
      })
      return handle ? handle.createReadStream() : null
    },
    async delete(key) {
      const file = fileOf(key)
      try {
        await unlink(file)
      } catch (error) {
        if (!isNotFound(error)) throw error
      }
      // The OS's folder goes with its last photo (best effort: another upload may have just created one).
      await rmdir(path.dirname(file)).catch(() => {})
    },
  }
}

const byRoot = new Map<string, FotoStorage>()

/** The one place that chooses the photo storage from the configuration (disk under dataDir/fotos). */
export function fotoStorage(config: Pick<Config, 'dataDir'>): FotoStorage {
  const root = path.join(config.dataDir, 'fotos')
  let storage = byRoot.get(root)
  if (!storage) {
    storage = diskFotoStorage(root)
    byRoot.set(root, storage)
  }
  return storage
}
