import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/client'
import { runMigrations } from '../db/migrate'
import { databaseUrl } from '../test/global-setup'
import { testDbKind } from '../test/test-database'
import { backupPglite } from './backup'
import { versaoDoCodigo } from './backup-esquema'
import { backupPostgres } from './backup-postgres'
import { restorePglite } from './restore'
import { restorePostgres } from './restore-postgres'

// `npm run restore` on this run's database: PGlite in a data directory on disk, or a PostgreSQL database
// of its own. Each refusal must leave the data as it was and no scratch database behind.
let dir: string
let handle: DatabaseHandle
let pgName: string
const pgliteDir = () => path.join(dir, 'pgdata')
const backupsDir = () => path.join(dir, 'backups')

async function abrir() {
  handle =
    testDbKind === 'postgres'
      ? await openDatabase({ databaseUrl: databaseUrl(pgName), poolSize: 1 })
      : await openDatabase({ pgliteDir: pgliteDir() })
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await c.connect()
  try {
    return await fn(c)
  } finally {
    await c.end()
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bancada-restore-'))
  if (testDbKind === 'postgres') {
    pgName = `bancada_r_${randomBytes(5).toString('hex')}`
    await admin((c) => c.query(`create database ${pgName} template ${inject('pgTemplate')}`))
  }
  await abrir()
  await runMigrations(handle)
  await handle.db.execute('create table public.marca (v text)')
  await handle.db.execute("insert into public.marca values ('antes')")
})
afterAll(async () => {
  await handle.close()
  if (testDbKind === 'postgres')
    await admin(async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        `select datname from pg_database where datname like '${pgName}%'`,
      )
      for (const r of rows) await c.query(`drop database if exists ${r.datname} with (force)`)
    })
  rmSync(dir, { recursive: true, force: true })
})

const backup = () =>
  testDbKind === 'postgres'
    ? backupPostgres(databaseUrl(pgName), backupsDir())
    : backupPglite(handle.pglite!, backupsDir())

/** Restores `file`; on PostgreSQL with the app's connections closed (as `npm run restore` asks). */
async function restaurar(file: string) {
  if (testDbKind === 'pglite')
    return restorePglite(handle, { pgliteDir: pgliteDir(), backupsDir: backupsDir() }, file)
  await handle.close()
  try {
    return await restorePostgres(databaseUrl(pgName), file)
  } finally {
    await abrir()
  }
}

const marcas = async () =>
  (
    (await handle.db.execute('select v from public.marca order by v')) as unknown as { rows: { v: string }[] }
  ).rows.map((r) => r.v)

/** No scratch database left behind. */
async function semRascunho() {
  if (testDbKind === 'pglite') return !existsSync(`${pgliteDir()}.restaurando`)
  const { rows } = await admin((c) =>
    c.query('select 1 from pg_database where datname = $1', [`${pgName}_restaurando`]),
  )
  return rows.length === 0
}

const arquivo = (nome: string, conteudo: string | Buffer) => {
  const file = path.join(dir, nome)
  writeFileSync(file, conteudo)
  return file
}

/** A backup's body (the seal removed) and a new seal for it, as selarBackup writes it. */
const semSelo = (texto: string) => texto.slice(0, texto.lastIndexOf('\n-- bancada-backup ') + 1)
const selar = (corpo: string, versao: { migracoes: number; ultima: number }) => {
  const bytes = Buffer.from(corpo)
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  return `${corpo}-- bancada-backup ${JSON.stringify({ formato: 1, ...versao, bytes: bytes.length, sha256 })}\n`
}
/** `corpo` with one more migration applied, newer than any this code knows. */
const comMigracaoFutura = (corpo: string, quando: number) =>
  corpo.replace(
    '--\n-- PostgreSQL database dump complete',
    `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('futura', ${quando});\n\n--\n-- PostgreSQL database dump complete`,
  )

describe('npm run restore refuses a damaged or foreign backup, and the data stays as it was', () => {
  let bom: string
  beforeAll(async () => {
    bom = await backup()
    await handle.db.execute("insert into public.marca values ('depois')")
  })

  const recusados: Array<[string, () => string, RegExp]> = [
    [
      'a truncated file',
      () => arquivo('cortado.sql', readFileSync(bom).subarray(0, Math.floor(readFileSync(bom).length / 2))),
      /^O arquivo de backup está incompleto \(termina antes do fim do dump\)/,
    ],
    [
      'a file cut inside its seal',
      () => arquivo('selo-cortado.sql', readFileSync(bom).subarray(0, readFileSync(bom).length - 20)),
      /^O arquivo de backup está incompleto/,
    ],
    [
      'a file with one character changed',
      () => {
        const texto = readFileSync(bom, 'utf8')
        const meio = texto.indexOf('CREATE TABLE public.marca')
        return arquivo(
          'alterado.sql',
          `${texto.slice(0, meio)}CREATE TABLE public.marcb${texto.slice(meio + 25)}`,
        )
      },
      /^O arquivo de backup está corrompido: o tamanho ou a soma de verificação não conferem/,
    ],
    [
      'random bytes',
      () => arquivo('aleatorio.sql', randomBytes(50_000)),
      /^O arquivo não é um backup do Bancada/,
    ],
    [
      'another database’s dump',
      () =>
        arquivo(
          'outro.sql',
          '--\n-- PostgreSQL database dump\n--\n\nCREATE TABLE public.outra (x integer);\n\n--\n-- PostgreSQL database dump complete\n--\n\n',
        ),
      /^O arquivo não é um backup do Bancada \(não tem as tabelas nem o controle de versões do esquema\)/,
    ],
    [
      'a sealed backup of a newer schema',
      () => {
        const v = versaoDoCodigo()
        const futura = { migracoes: v.migracoes + 1, ultima: v.ultima + 1000 }
        return arquivo(
          'futuro.sql',
          selar(comMigracaoFutura(semSelo(readFileSync(bom, 'utf8')), futura.ultima), futura),
        )
      },
      /^O backup é de uma versão mais nova do Bancada \(\d+ migrações; esta versão conhece \d+\)\. Atualize/,
    ],
    [
      'an unsealed (older-style) backup of a newer schema, seen in the scratch database',
      () =>
        arquivo(
          'futuro-sem-selo.sql',
          comMigracaoFutura(semSelo(readFileSync(bom, 'utf8')), versaoDoCodigo().ultima + 1000),
        ),
      /^O backup é de uma versão mais nova do Bancada/,
    ],
  ]

  for (const [nome, fazer, mensagem] of recusados) {
    it(`refuses ${nome}`, { timeout: 120_000 }, async () => {
      const erro = await restaurar(fazer()).then(
        () => null,
        (e: { status?: number; message: string }) => e,
      )
      expect(erro?.message).toMatch(mensagem)
      expect(erro?.message).toMatch(/Nada foi alterado\.$/)
      expect(erro?.status).toBe(422)
      expect(await marcas()).toEqual(['antes', 'depois'])
      expect(await semRascunho()).toBe(true)
    })
  }

  if (testDbKind === 'postgres') {
    it('on PostgreSQL, refuses to swap a database the app servers still use', {
      timeout: 120_000,
    }, async () => {
      const erro = await restorePostgres(databaseUrl(pgName), bom).then(
        () => null,
        (e: { status?: number; message: string }) => e,
      )
      expect(erro?.status).toBe(409)
      expect(erro?.message).toMatch(
        /^O banco bancada_r_\w+ tem (1 conexão aberta|\d+ conexões abertas): pare os servidores do Bancada e rode a restauração de novo\. Nada foi alterado\.$/,
      )
      expect(await marcas()).toEqual(['antes', 'depois'])
      expect(await semRascunho()).toBe(true)
    })
  }

  it('restores a good backup (sealed, same schema)', { timeout: 120_000 }, async () => {
    expect(readFileSync(bom, 'utf8')).toMatch(
      /\n-- bancada-backup \{"formato":1,.*"sha256":"[0-9a-f]{64}"\}\n$/,
    )
    await restaurar(bom)
    expect(await marcas()).toEqual(['antes'])
    expect(await semRascunho()).toBe(true)
  })
})
