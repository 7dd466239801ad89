import { type FileStorage, type ImagemMime, imagemExtensions } from '../../storage/file-storage'
import { type ConfigDoArmazenamento, storageDaConfig } from '../../storage/storage-da-config'

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

/** The logo storage of the configuration: dataDir/logos, or `logos/` in the S3 bucket. */
export function logoStorage(config: ConfigDoArmazenamento): FileStorage {
  return storageDaConfig(config, 'logos', assertKey)
}
