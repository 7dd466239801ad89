import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/client'
import { migrationsFolder, runMigrations } from '../db/migrate'
import { databaseUrl } from './global-setup'
import { testDbKind } from './test-database'

// A migration that rewrites the rows a shop already has is tested from the schema before it: these build
// that schema in an empty database.

type Journal = { entries: Array<{ tag: string }> }

/** A copy of drizzle/ in `dir` holding only the migrations before the one whose tag ends with `suffix`. */
export function migrationsBefore(dir: string, suffix: string): string {
  const journal: Journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'))
  const at = journal.entries.findIndex((e) => e.tag.endsWith(suffix))
  if (at <= 0) throw new Error(`no migration ending with ${suffix}`)
  const entries = journal.entries.slice(0, at)
  mkdirSync(path.join(dir, 'meta'), { recursive: true })
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const { tag } of entries)
    copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`))
  return dir
}

/** An empty database: in memory (PGlite) or a new one on the test server, dropped by `drop`. */
export async function emptyDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (testDbKind === 'pglite') {
    const handle = await openDatabase({})
    return { handle, drop: () => handle.close() }
  }
  const name = `bancada_m_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const handle = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 1 })
  return {
    handle,
    async drop() {
      await handle.close()
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}

/**
 * For one test file: an empty database (dropped after the file) and `migrarAteAntes()`, which runs the
 * migrations before the one whose tag ends with `suffix` (inside the test: they take a while).
 */
export function bancoAntesDaMigracao(suffix: string) {
  let db: Awaited<ReturnType<typeof emptyDatabase>> | undefined
  let folder = ''
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'bancada-migracoes-'))
    db = await emptyDatabase()
  })
  afterAll(async () => {
    await db?.drop()
    rmSync(folder, { recursive: true, force: true })
  })
  const handle = () => db!.handle
  return {
    handle,
    migrarAteAntes: () => runMigrations(handle(), migrationsBefore(folder, suffix)),
  }
}
