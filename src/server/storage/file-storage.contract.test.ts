import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { fotoKey } from '../features/os/fotos/fotos.storage'
import { type FakeS3, startFakeS3 } from '../test/fake-s3'
import { diskFileStorage, type FileStorage } from './file-storage'
import { s3FileStorage } from './s3-file-storage'
import { storageDaConfig } from './storage-da-config'

// One contract, both implementations: what the photo and logo routes rely on holds on the local disk
// and on an S3-compatible bucket alike.

const assertKey = (key: string) => {
  if (!/^[0-9a-f-]{36}\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(jpg|png|webp)$/.test(key))
    throw new Error('invalid key')
  return key
}
const novaChave = () => fotoKey(randomUUID(), randomUUID(), randomUUID(), 'image/jpeg')

let s3: FakeS3
const root = mkdtempSync(path.join(tmpdir(), 'bancada-contrato-'))
beforeAll(async () => {
  s3 = await startFakeS3()
})
afterAll(async () => {
  await s3?.close()
  rmSync(root, { recursive: true, force: true })
})

const implementacoes: Array<[string, () => FileStorage]> = [
  ['local disk', () => diskFileStorage(root, assertKey)],
  ['S3-compatible bucket', () => s3FileStorage(s3.config, 'fotos', assertKey)],
]

describe.each(implementacoes)('FileStorage contract: %s', (_nome, criar) => {
  let storage: FileStorage
  beforeAll(() => {
    storage = criar()
  })

  it('puts, tells it exists, gets the same bytes, deletes', async () => {
    const key = novaChave()
    const dados = randomBytes(2048)
    await storage.put(key, dados, 'image/jpeg')
    expect(await storage.exists(key)).toBe(true)
    const stream = await storage.get(key)
    expect(stream).toBeInstanceOf(Readable)
    expect(Buffer.compare(await buffer(stream!), dados)).toBe(0)
    await storage.delete(key)
    expect(await storage.exists(key)).toBe(false)
    expect(await storage.get(key)).toBeNull()
  })

  it('answers a missing key with null and false, and deleting it is not an error', async () => {
    const key = novaChave()
    expect(await storage.get(key)).toBeNull()
    expect(await storage.exists(key)).toBe(false)
    await expect(storage.delete(key)).resolves.toBeUndefined()
  })

  it('replaces the file when the same key is written again', async () => {
    const key = novaChave()
    await storage.put(key, Buffer.from('um'), 'image/jpeg')
    await storage.put(key, Buffer.from('dois'), 'image/jpeg')
    expect((await buffer((await storage.get(key))!)).toString()).toBe('dois')
  })

  it('streams a large file whole', async () => {
    const key = novaChave()
    const dados = randomBytes(6 * 1024 * 1024)
    await storage.put(key, dados, 'image/jpeg')
    const stream = (await storage.get(key))!
    let pedacos = 0
    const partes: Buffer[] = []
    for await (const parte of stream) {
      pedacos++
      partes.push(parte as Buffer)
    }
    expect(pedacos).toBeGreaterThan(1)
    expect(Buffer.compare(Buffer.concat(partes), dados)).toBe(0)
  })

  it.each(['../../etc/passwd', 'a/../../b.jpg', '/abs/x.jpg'])(
    'refuses a key it could not have built: %s',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('invalid key')
      await expect(storage.get(key)).rejects.toThrow('invalid key')
      await expect(storage.exists(key)).rejects.toThrow('invalid key')
      await expect(storage.delete(key)).rejects.toThrow('invalid key')
    },
  )
})

describe('S3 storage faults', () => {
  it('names the operation and the status, never the credentials, when the service refuses', async () => {
    const storage = s3FileStorage(
      {
        ...s3.config,
        credenciais: { accessKeyId: 'CHAVE-ERRADA-123', secretAccessKey: 'segredo-muito-secreto' },
      },
      'fotos',
      assertKey,
    )
    const erro = await storage
      .put(novaChave(), Buffer.from('x'), 'image/jpeg')
      .catch((e: unknown) => e as Error)
    expect(erro).toBeInstanceOf(Error)
    expect(erro!.message).toMatch(/^armazenamento S3: put fotos\/.+ falhou \(\w+ 403\)$/)
    const tudo = JSON.stringify(erro, Object.getOwnPropertyNames(erro))
    expect(tudo).not.toContain('CHAVE-ERRADA-123')
    expect(tudo).not.toContain('segredo-muito-secreto')
  })

  it('does not pass a missing bucket off as a missing file', async () => {
    const storage = s3FileStorage({ ...s3.config, bucket: 'bucket-que-nao-existe' }, 'fotos', assertKey)
    await expect(storage.get(novaChave())).rejects.toThrow(
      /^armazenamento S3: get .+ falhou \(NoSuchBucket 404\)$/,
    )
  })
})

describe('the storage the configuration chooses', () => {
  it('is the local disk by default and the bucket when S3_BUCKET is set, under its prefix', async () => {
    const disco = loadConfig({ DATA_DIR: root, AUTH_SECRET: 'x' })
    expect(disco.armazenamento).toEqual({ tipo: 'disco' })
    const config = loadConfig({ DATA_DIR: root, AUTH_SECRET: 'x', ...s3.env, S3_PREFIX: '/bancada/' })
    expect(config.armazenamento).toMatchObject({ tipo: 's3', prefixo: 'bancada/', forcePathStyle: true })
    const key = novaChave()
    await storageDaConfig(config, 'fotos', assertKey).put(key, Buffer.from('no bucket'), 'image/jpeg')
    // Read back under the full object name, without the prefix logic.
    const direto = s3FileStorage({ ...s3.config, prefixo: '' }, 'bancada/fotos', (k) => k)
    expect((await buffer((await direto.get(key))!)).toString()).toBe('no bucket')
    expect(storageDaConfig(config, 'fotos', assertKey)).toBe(storageDaConfig(config, 'fotos', assertKey))
  })

  it.each([
    [
      { S3_ACCESS_KEY_ID: 'só-a-chave' },
      'S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY devem ser definidas juntas',
    ],
    [{ S3_FORCE_PATH_STYLE: 'sim' }, 'S3_FORCE_PATH_STYLE deve ser 0 ou 1 (recebido: sim)'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT deve ser uma URL http(s) (recebido: minio:9000)'],
  ])('stops the start on a bad S3 setting: %o', (env, mensagem) => {
    expect(() => loadConfig({ DATA_DIR: root, AUTH_SECRET: 'x', S3_BUCKET: 'b', ...env })).toThrow(mensagem)
  })
})
