import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { pgDump } from '@electric-sql/pglite-tools/pg_dump'
import { APP_ROLE } from '../db/with-tenant'
import { type VersaoEsquema, versaoDoBanco } from './backup-esquema'
import { selarBackup } from './backup-selo'

const PREFIX = 'bancada-'

/** Where a new backup of `dir` goes, named by its time. */
export const backupFile = (dir: string, now = new Date()) =>
  path.join(dir, `${PREFIX}${now.toISOString().replace(/[:.]/g, '-')}.sql`)

/**
 * Seals the dump written to `file`.parcial (backup-selo.ts) and only then gives it its name: a backup
 * interrupted half-way never looks like one.
 */
export function finishBackup(file: string, versao: VersaoEsquema): string {
  selarBackup(`${file}.parcial`, versao)
  renameSync(`${file}.parcial`, file)
  return file
}

/** Writes a sealed plain-SQL pg_dump of the embedded database to `dir`; returns the file's path. */
export async function backupPglite(pg: PGlite, dir: string, now = new Date()): Promise<string> {
  mkdirSync(dir, { recursive: true })
  // pg_dump drives PGlite's single connection message by message: dump a copy, so the app's queries
  // never interleave with the dump's transaction and the snapshot is consistent.
  const copy = await pg.clone()
  const file = backupFile(dir, now)
  try {
    const dump = await pgDump({ pg: copy as PGlite, args: ['--no-owner'] })
    writeFileSync(`${file}.parcial`, Buffer.from(await dump.arrayBuffer()))
    return finishBackup(file, await versaoDoBanco(copy as PGlite))
  } finally {
    await copy.close()
  }
}

/** Backups in `dir`, newest first. */
export function listBackups(dir: string): Array<{ file: string; mtime: Date }> {
  let names: string[] = []
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names
    .filter((n) => n.startsWith(PREFIX) && n.endsWith('.sql'))
    .map((n) => ({ file: path.join(dir, n), mtime: statSync(path.join(dir, n)).mtime }))
    .sort((a, b) => b.mtime.getTime() - a.mtime.getTime())
}

/** Deletes automatic backups older than `keepDays` (the landing promises 30 days). */
export function pruneBackups(dir: string, keepDays: number, now = new Date()): number {
  const limit = now.getTime() - keepDays * 24 * 60 * 60 * 1000
  const old = listBackups(dir).filter((b) => b.mtime.getTime() < limit)
  for (const b of old) rmSync(b.file)
  return old.length
}

/** Loads a dump into an empty embedded database (the role the dump's grants name must exist first). */
export async function restoreIntoPglite(pg: PGlite, sqlText: string): Promise<void> {
  await pg.exec(`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
      CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS;
    END IF; END $$;`)
  await pg.exec(sqlText)
}
