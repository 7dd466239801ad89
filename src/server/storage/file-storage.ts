import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm, rmdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { fileTypeFromBuffer } from 'file-type'

/**
 * Where uploaded files (OS photos, company logos) live, by key. The disk implementation is the embedded
 * default; the S3-compatible one (s3-file-storage.ts) serves several app servers (storage-da-config.ts).
 */
export interface FileStorage {
  put(key: string, data: Buffer, mime: string): Promise<void>
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Readable | null>
  /** Whether there is a file under the key. */
  exists(key: string): Promise<boolean>
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>
}

/** The images we take (photos and logos), by detected type, with the file extension each is stored with. */
export const imagemExtensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const
export type ImagemMime = keyof typeof imagemExtensions

/** What the bytes are (magic numbers, never the name or the declared type); null when not an image we take. */
export async function detectImagemMime(data: Buffer): Promise<ImagemMime | null> {
  const type = await fileTypeFromBuffer(data)
  return type && type.mime in imagemExtensions ? (type.mime as ImagemMime) : null
}

const isNotFound = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'

/** Opens a new file, creating its folder (again, if a delete of the folder's last file just took it). */
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

/**
 * Files under `<root>/<key>`, each written to a temp file then renamed. `assertKey` returns the key or
 * throws for anything its feature could not have built (no `..`, no absolute path): keys are the only way in.
 */
export function diskFileStorage(root: string, assertKey: (key: string) => string): FileStorage {
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
    async exists(key) {
      const file = fileOf(key)
      return stat(file).then(
        (info) => info.isFile(),
        (error: unknown) => {
          if (isNotFound(error)) return false
          throw error
        },
      )
    },
    async delete(key) {
      const file = fileOf(key)
      try {
        await unlink(file)
      } catch (error) {
        if (!isNotFound(error)) throw error
      }
      // The folder goes with its last file (best effort: another upload may have just created one).
      await rmdir(path.dirname(file)).catch(() => {})
    },
  }
}

/** One storage per root folder, so every request of a process shares it. */
export function storageFor(root: string, create: (root: string) => FileStorage): FileStorage {
  let storage = byRoot.get(root)
  if (!storage) {
    storage = create(root)
    byRoot.set(root, storage)
  }
  return storage
}
const byRoot = new Map<string, FileStorage>()
