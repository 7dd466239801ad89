import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { projectRoot } from '../project-root'
import { type FakeS3, startFakeS3 } from '../test/fake-s3'
import { copiarParaBucket } from './copiar-para-bucket'
import { s3FileStorage } from './s3-file-storage'

let s3: FakeS3
const pastas: string[] = []
beforeAll(async () => {
  s3 = await startFakeS3()
})
afterAll(async () => {
  await s3?.close()
  for (const pasta of pastas) rmSync(pasta, { recursive: true, force: true })
})

/** A data folder as a server on the local disk leaves it: two photos, a logo and what is not ours. */
function pastaDeDados() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-copia-'))
  pastas.push(dataDir)
  const [empresa, os, nota] = [randomUUID(), randomUUID(), randomUUID()]
  const arquivos = {
    [`fotos/${empresa}/${os}/${randomUUID()}.jpg`]: randomBytes(3000),
    [`fotos/${empresa}/${os}/${randomUUID()}.png`]: randomBytes(1500),
    [`logos/${empresa}/${randomUUID()}.webp`]: randomBytes(800),
    [`notas-fiscais/${empresa}/${nota}.pdf`]: Buffer.from('%PDF-1.4 DANFSE'),
    [`notas-fiscais/${empresa}/${nota}.xml`]: Buffer.from('<NFSe/>'),
  }
  const alheios = [
    `fotos/${empresa}/${os}/${randomUUID()}.jpg.a1b2c3.tmp`,
    'fotos/leia-me.txt',
    'logos/logo.png',
    `notas-fiscais/${empresa}/${nota}.jpg`,
  ]
  for (const [relativo, dados] of Object.entries(arquivos)) {
    mkdirSync(path.dirname(path.join(dataDir, relativo)), { recursive: true })
    writeFileSync(path.join(dataDir, relativo), dados)
  }
  for (const relativo of alheios) writeFileSync(path.join(dataDir, relativo), 'x')
  return { dataDir, arquivos, alheios }
}

const configDe = (dataDir: string, env = s3.env) =>
  loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x', ...env })
const bucket = s3FileStorage.bind(null)
const noBucket = async (relativo: string) => {
  const [pasta, ...resto] = relativo.split('/')
  const stream = await bucket(s3.config, pasta!, (key) => key).get(resto.join('/'))
  return stream ? buffer(stream) : null
}

describe('copiarParaBucket (npm run storage:migrar)', () => {
  it('copies each photo and logo, checked, skips what is not ours, and copies nothing the second time', async () => {
    const { dataDir, arquivos, alheios } = pastaDeDados()
    const linhas: string[] = []
    const primeira = await copiarParaBucket(configDe(dataDir), { escrever: (l) => linhas.push(l) })
    expect(primeira).toEqual({
      copiados: 5,
      jaNoBucket: 0,
      apagados: 0,
      ignorados: expect.arrayContaining(alheios),
      falhas: [],
    })
    expect(primeira.ignorados).toHaveLength(4)
    for (const [relativo, dados] of Object.entries(arquivos)) {
      expect(Buffer.compare((await noBucket(relativo))!, dados)).toBe(0)
      expect(existsSync(path.join(dataDir, relativo))).toBe(true)
    }
    expect(linhas).toContain(`fotos: 4 arquivo(s) em ${path.join(dataDir, 'fotos')}`)
    expect(linhas.filter((l) => l.endsWith(': copiado e conferido'))).toHaveLength(5)
    expect(linhas.at(-1)).toBe('Resumo: 5 copiado(s), 0 já no bucket, 4 ignorado(s), 0 falha(s).')

    const segunda = await copiarParaBucket(configDe(dataDir), { escrever: () => {} })
    expect(segunda).toMatchObject({ copiados: 0, jaNoBucket: 5, falhas: [] })
  })

  it('copies again an object whose bytes differ from the local file', async () => {
    const { dataDir, arquivos } = pastaDeDados()
    await copiarParaBucket(configDe(dataDir), { escrever: () => {} })
    const [relativo, dados] = Object.entries(arquivos)[0]!
    const [pasta, ...resto] = relativo.split('/')
    await bucket(s3.config, pasta!, (key) => key).put(resto.join('/'), Buffer.from('estragado'), 'image/jpeg')
    const resultado = await copiarParaBucket(configDe(dataDir), { escrever: () => {} })
    expect(resultado).toMatchObject({ copiados: 1, jaNoBucket: 4, falhas: [] })
    expect(Buffer.compare((await noBucket(relativo))!, dados)).toBe(0)
  })

  it('with apagarLocais, removes each local file once its copy is checked', async () => {
    const { dataDir, arquivos } = pastaDeDados()
    const resultado = await copiarParaBucket(configDe(dataDir), { apagarLocais: true, escrever: () => {} })
    expect(resultado).toMatchObject({ copiados: 5, apagados: 5 })
    for (const relativo of Object.keys(arquivos)) {
      expect(existsSync(path.join(dataDir, relativo))).toBe(false)
      expect(await noBucket(relativo)).not.toBeNull()
    }
  })

  it('reports a failure per file and removes nothing when the bucket refuses', async () => {
    const { dataDir, arquivos } = pastaDeDados()
    const config = configDe(dataDir, { ...s3.env, S3_BUCKET: 'bucket-que-nao-existe' })
    const resultado = await copiarParaBucket(config, { apagarLocais: true, escrever: () => {} })
    expect(resultado.copiados).toBe(0)
    expect(resultado.falhas).toHaveLength(5)
    expect(resultado.falhas[0]).toMatch(/: armazenamento S3: get .+ falhou \(NoSuchBucket 404\)$/)
    for (const relativo of Object.keys(arquivos)) expect(existsSync(path.join(dataDir, relativo))).toBe(true)
  })

  it('refuses to run without a bucket configured', async () => {
    await expect(copiarParaBucket(configDe(mkdtempSync(path.join(tmpdir(), 'x-')), {}))).rejects.toThrow(
      'Defina S3_BUCKET (e as demais variáveis S3_*) para copiar os arquivos para o bucket.',
    )
  })

  it('runs as `npm run storage:migrar`, printing progress and never the keys', async () => {
    const { dataDir } = pastaDeDados()
    const segredo = `segredo-${randomBytes(6).toString('hex')}`
    // s3rver checks the access key of a SigV4 request, not its signature: a secret of our own shows
    // whether anything prints it.
    const env = { ...s3.env, S3_SECRET_ACCESS_KEY: segredo }
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      let output = ''
      const child = spawn('npm', ['run', '--silent', 'storage:migrar'], {
        cwd: projectRoot,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, AUTH_SECRET: 'x', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout.on('data', (c) => (output += c))
      child.stderr.on('data', (c) => (output += c))
      child.on('exit', (code) => resolve({ code, output }))
    })
    expect(output).toContain(`Copiando para o bucket ${s3.bucket} em ${s3.endpoint}.`)
    expect(output).toContain('Resumo: 5 copiado(s), 0 já no bucket, 4 ignorado(s), 0 falha(s).')
    expect(code).toBe(0)
    expect(output).not.toContain(segredo)
    expect(output).not.toContain(s3.env.S3_ACCESS_KEY_ID)
  }, 60_000)
})
