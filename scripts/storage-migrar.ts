// `npm run storage:migrar [-- --apagar-locais]`: copies the photos and logos kept in DATA_DIR to the S3
// bucket the S3_* variables configure, checking each copy; run it before starting the servers with the
// bucket. Safe to run again: what is already in the bucket is skipped. With --apagar-locais, each local
// file whose copy was checked is removed.
import { parseArgs } from 'node:util'
import { loadConfig } from '../src/server/config'
import { copiarParaBucket } from '../src/server/storage/copiar-para-bucket'

try {
  const { values } = parseArgs({ options: { 'apagar-locais': { type: 'boolean' } }, strict: true })
  const config = loadConfig()
  if (config.armazenamento.tipo === 's3') {
    const { bucket, endpoint, prefixo } = config.armazenamento
    console.log(
      `Copiando para o bucket ${bucket}${prefixo ? ` (prefixo ${prefixo})` : ''} em ${endpoint ?? 'AWS S3'}.`,
    )
  }
  const resultado = await copiarParaBucket(config, { apagarLocais: values['apagar-locais'] === true })
  process.exitCode = resultado.falhas.length > 0 ? 1 : 0
} catch (error) {
  console.error(`Não foi possível copiar os arquivos: ${(error as Error).message}`)
  process.exitCode = 1
}
