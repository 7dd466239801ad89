import path from 'node:path'
import type { Config } from '../config'
import { diskFileStorage, type FileStorage, storageFor } from './file-storage'
import { s3FileStorage } from './s3-file-storage'

/** What a feature's storage depends on: the data folder, and the bucket when S3_BUCKET is set. */
export type ConfigDoArmazenamento = Pick<Config, 'dataDir'> & Partial<Pick<Config, 'armazenamento'>>

/**
 * The one place that chooses where a feature's files live: `<dataDir>/<pasta>` on the local disk (the
 * embedded default), or `<prefixo><pasta>/` in the configured bucket. One storage per place and process.
 */
export function storageDaConfig(
  config: ConfigDoArmazenamento,
  pasta: 'fotos' | 'logos' | 'vistorias' | 'notas-fiscais',
  assertKey: (key: string) => string,
): FileStorage {
  const armazenamento = config.armazenamento
  if (armazenamento?.tipo === 's3') {
    const lugar = `s3:${armazenamento.endpoint ?? armazenamento.region}/${armazenamento.bucket}/${armazenamento.prefixo}${pasta}`
    return storageFor(lugar, () => s3FileStorage(armazenamento, pasta, assertKey))
  }
  return storageFor(path.join(config.dataDir, pasta), (root) => diskFileStorage(root, assertKey))
}
