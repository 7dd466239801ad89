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
    const name = `bancada_t_${randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`)
    } finally {
      await admin.end()
    }
    const handle = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 5 })
    return {
      ...handle,
      async close() {
        await handle.close()
        const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
        await dropper.connect()
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await dropper.end()
      },
    }
  }
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))])
  const pglite = await PGlite.create({ loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS })
  return openDatabase({ pglite })
}
