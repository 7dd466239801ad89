import path from 'node:path'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { projectRoot } from '../project-root'
import type { DatabaseHandle } from './client'

export const migrationsFolder = path.join(projectRoot, 'drizzle')

/**
 * Applies the committed SQL migrations in drizzle/ (idempotent; runs at every start-up), or those of
 * another `folder` (a test stops at a given migration).
 */
export async function runMigrations(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: both migrators accept their own driver's database type.
  const db = handle.db as any
  if (handle.kind === 'pglite') await migratePglite(db, { migrationsFolder: folder })
  else await migratePg(db, { migrationsFolder: folder })
}
