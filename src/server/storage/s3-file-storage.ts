import { Readable } from 'node:stream'
import type { S3Client } from '@aws-sdk/client-s3'
import type { ArmazenamentoS3 } from '../config'
import type { FileStorage } from './file-storage'

// The SDK is loaded on first use: a server on the local disk never loads it (docs/decisions/024).
const sdk = () => import('@aws-sdk/client-s3')

/** One client per bucket configuration (credentials included), shared by its storages (photos, logos). */
const clientes = new Map<string, Promise<S3Client>>()

function clienteDe(config: ArmazenamentoS3): Promise<S3Client> {
  const chave = JSON.stringify(config)
  let cliente = clientes.get(chave)
  if (!cliente) {
    cliente = sdk().then(
      ({ S3Client }) =>
        new S3Client({
          region: config.region,
          endpoint: config.endpoint,
          forcePathStyle: config.forcePathStyle,
          credentials: config.credenciais,
          // Checksums only where S3 requires them: R2, B2 and older MinIO refuse or ignore the newer ones.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          maxAttempts: 3,
          requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
        }),
    )
    clientes.set(chave, cliente)
  }
  return cliente
}

/**
 * A missing object: NoSuchKey (GET) or NotFound (HEAD, which has no body to say more). A missing bucket
 * (NoSuchBucket, also a 404) is a configuration fault and must not pass for "no such photo".
 */
const naoExiste = (error: unknown) => {
  const nome = (error as { name?: string } | null)?.name
  return nome === 'NoSuchKey' || nome === 'NotFound'
}

/**
 * The service's refusal in a few words, without the SDK's error: that one carries the signed request
 * (the access key id in its Authorization header), which must not reach a log.
 */
function falha(operacao: string, key: string, error: unknown): Error {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null
  const status = e?.$metadata?.httpStatusCode
  return new Error(
    `armazenamento S3: ${operacao} ${key} falhou (${e?.name ?? 'erro'}${status ? ` ${status}` : ''})`,
  )
}

/**
 * Files as objects `<prefixo><pasta>/<key>` of an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2,
 * Backblaze B2), so every app server sees every upload. `assertKey` as in diskFileStorage.
 */
export function s3FileStorage(
  config: ArmazenamentoS3,
  pasta: string,
  assertKey: (key: string) => string,
): FileStorage {
  const objeto = (key: string) => `${config.prefixo}${pasta}/${assertKey(key)}`
  const Bucket = config.bucket
  return {
    async put(key, data, mime) {
      const Key = objeto(key)
      const [{ PutObjectCommand }, cliente] = await Promise.all([sdk(), clienteDe(config)])
      await cliente
        .send(
          new PutObjectCommand({ Bucket, Key, Body: data, ContentType: mime, ContentLength: data.length }),
        )
        .catch((error: unknown) => {
          throw falha('put', Key, error)
        })
    },
    async get(key) {
      const Key = objeto(key)
      const [{ GetObjectCommand }, cliente] = await Promise.all([sdk(), clienteDe(config)])
      try {
        const { Body } = await cliente.send(new GetObjectCommand({ Bucket, Key }))
        if (Body instanceof Readable) return Body
        throw new Error('resposta sem corpo')
      } catch (error) {
        if (naoExiste(error)) return null
        throw falha('get', Key, error)
      }
    },
    async exists(key) {
      const Key = objeto(key)
      const [{ HeadObjectCommand }, cliente] = await Promise.all([sdk(), clienteDe(config)])
      try {
        await cliente.send(new HeadObjectCommand({ Bucket, Key }))
        return true
      } catch (error) {
        if (naoExiste(error)) return false
        throw falha('head', Key, error)
      }
    },
    async delete(key) {
      const Key = objeto(key)
      const [{ DeleteObjectCommand }, cliente] = await Promise.all([sdk(), clienteDe(config)])
      // S3 answers a delete of a missing object with success: nothing to tell apart.
      await cliente.send(new DeleteObjectCommand({ Bucket, Key })).catch((error: unknown) => {
        throw falha('delete', Key, error)
      })
    },
  }
}
