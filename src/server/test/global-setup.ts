import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client'
import { runMigrations } from '../db/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string
    pgTemplate: string
  }
}

/** Connection string of another database on the TEST_DATABASE_URL server. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Migrates once per run: a PGlite snapshot every test file loads, or a PostgreSQL template database every
 * test file copies. Both are removed at the end; no test depends on what a previous run left.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') {
    const template = `bancada_tpl_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${template}`)
    const handle = await openDatabase({ databaseUrl: databaseUrl(template), poolSize: 1 })
    await runMigrations(handle)
    await handle.close()
    project.provide('pgTemplate', template)
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
      await admin.end()
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bancada-test-'))
  const handle = await openDatabase({})
  await runMigrations(handle)
  const snapshot = path.join(dir, 'migrated.tar.gz')
  const blob = await handle.pglite!.dumpDataDir('gzip')
  writeFileSync(snapshot, Buffer.from(await blob.arrayBuffer()))
  await handle.close()
  project.provide('pgliteSnapshot', snapshot)
  return () => rmSync(dir, { recursive: true, force: true })
}
