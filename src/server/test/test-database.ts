import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from '../db/client'
import { databaseUrl } from './global-setup'

export const testDbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres'

/** A migrated database of this file's own: a PGlite copy, or a PostgreSQL database copied from the template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDbKind === 'postgres') {
    const database = await createTestPostgresDatabase()
    const handle = await openDatabase({ databaseUrl: database.url, poolSize: 5 })
    return {
      ...handle,
      async close() {
        await handle.close()
        await database.drop()
      },
    }
  }
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))])
  const pglite = await PGlite.create({ loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS })
  return openDatabase({ pglite })
}

/**
 * A migrated PostgreSQL database of its own (copied from the template), by URL: for tests that start
 * real server processes on it. `drop` ends whatever is still connected.
 */
export async function createTestPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bancada_t_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`)
  } finally {
    await admin.end()
  }
  return {
    url: databaseUrl(name),
    async drop() {
      const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}
