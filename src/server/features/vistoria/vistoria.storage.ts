import type { FileStorage, ImagemMime } from '../../storage/file-storage'
import { imagemExtensions } from '../../storage/file-storage'
import { type ConfigDoArmazenamento, storageDaConfig } from '../../storage/storage-da-config'

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const KEY = new RegExp(`^${UUID}/${UUID}/${UUID}\\.(jpg|png|webp)$`)

/** Refuses anything that is not a key vistoriaFotoKey() could have built (no `..`, no absolute path). */
function assertKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid inspection photo key: ${JSON.stringify(key)}`)
  return key
}

/** `<empresa_id>/<vistoria_id>/<foto_id>.<ext>`: built only from UUIDs and the detected type. */
export const vistoriaFotoKey = (empresaId: string, vistoriaId: string, fotoId: string, mime: ImagemMime) =>
  assertKey(`${empresaId}/${vistoriaId}/${fotoId}.${imagemExtensions[mime]}`.toLowerCase())

/** Inspection photos: dataDir/vistorias, or `vistorias/` in the S3 bucket. */
export const vistoriaStorage = (config: ConfigDoArmazenamento): FileStorage =>
  storageDaConfig(config, 'vistorias', assertKey)
