import type { FileStorage } from '../../storage/file-storage'
import { type ConfigDoArmazenamento, storageDaConfig } from '../../storage/storage-da-config'

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const KEY = new RegExp(`^${UUID}/${UUID}\\.(pdf|xml)$`)

/** Refuses anything notaKey() could not have built (no `..`, no absolute path). */
function assertKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid NFS-e file key: ${JSON.stringify(key)}`)
  return key
}

/**
 * The key of a note's kept document, `<empresa_id>/<nota_id>.pdf` (the DANFSE, `notas_fiscais.danfse_path`)
 * or `.xml` (`xml_path`): built only from validated UUIDs.
 */
export function notaKey(empresaId: string, notaId: string, tipo: 'pdf' | 'xml'): string {
  return assertKey(`${empresaId}/${notaId}.${tipo}`.toLowerCase())
}

/**
 * The NFS-e documents of the configuration: dataDir/notas-fiscais, or `notas-fiscais/` in the S3 bucket.
 * Kept in Bancada because the provider's links may expire, and the accountant asks for years of XMLs.
 */
export function notaStorage(config: ConfigDoArmazenamento): FileStorage {
  return storageDaConfig(config, 'notas-fiscais', assertKey)
}
