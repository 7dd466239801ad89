import path from 'node:path'
import type { Config } from '../../config'
import {
  diskFileStorage,
  type FileStorage,
  type ImagemMime,
  imagemExtensions,
  storageFor,
} from '../../storage/file-storage'

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const KEY = new RegExp(`^(${UUID})/(${UUID})\\.(jpg|png|webp)$`)

/** Refuses anything logoKey() could not have built (no `..`, no absolute path). */
function assertKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid logo key: ${JSON.stringify(key)}`)
  return key
}

/** The key of one uploaded logo, `<empresa_id>/<id>.<ext>` (the `empresas.logo_path` column). */
export function logoKey(empresaId: string, id: string, mime: ImagemMime): string {
  return assertKey(`${empresaId}/${id}.${imagemExtensions[mime]}`.toLowerCase())
}

const mimeByExtension = Object.fromEntries(
  Object.entries(imagemExtensions).map(([mime, ext]) => [ext, mime]),
) as Record<string, ImagemMime>

/** The id (the URL's version) and type of a stored key. */
export function parseLogoKey(key: string): { id: string; mime: ImagemMime } {
  const [, , id, ext] = KEY.exec(assertKey(key))!
  return { id: id!, mime: mimeByExtension[ext!]! }
}

/** The one place that chooses the logo storage from the configuration (disk under dataDir/logos). */
export function logoStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return storageFor(path.join(config.dataDir, 'logos'), (root) => diskFileStorage(root, assertKey))
}
