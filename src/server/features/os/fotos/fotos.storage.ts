import {
  diskFileStorage,
  type FileStorage,
  type ImagemMime,
  imagemExtensions,
} from '../../../storage/file-storage'
import { type ConfigDoArmazenamento, storageDaConfig } from '../../../storage/storage-da-config'

/** Photo files by key (`<empresa_id>/<os_id>/<foto_id>.<ext>`, the `os_fotos.arquivo` column). */
export type FotoStorage = FileStorage

export const fotoExtensions = imagemExtensions
export type FotoMime = ImagemMime

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

/** Photos under `<root>/<empresa_id>/<os_id>/<foto_id>.<ext>`; an OS's folder goes with its last photo. */
export function diskFotoStorage(root: string): FotoStorage {
  return diskFileStorage(root, assertKey)
}

/** The photo storage of the configuration: dataDir/fotos, or `fotos/` in the S3 bucket. */
export function fotoStorage(config: ConfigDoArmazenamento): FotoStorage {
  return storageDaConfig(config, 'fotos', assertKey)
}
