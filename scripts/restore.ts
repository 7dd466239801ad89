// `npm run restore -- <arquivo.sql>`: replaces the embedded database with a backup, through the running
// server or directly when it is stopped. The data it replaces is kept (and backed up) beside it.
import path from 'node:path'
import { openDatabase } from '../src/server/db/client'
import { acquireDataDirLock } from '../src/server/ops/data-dir-lock'
import { backupsDir, pgliteDir } from '../src/server/ops/paths'
import { restorePglite } from '../src/server/ops/restore'
import { callRunningServer, config, fail } from './ops-client'

const arg = process.argv[2]
if (!arg) fail(new Error('informe o arquivo: npm run restore -- data/backups/bancada-….sql'))
const file = path.resolve(arg)

try {
  if (config.databaseUrl) {
    throw new Error(
      `com DATABASE_URL, restaure com as ferramentas do PostgreSQL: psql "$DATABASE_URL" -f ${file} (em um banco vazio)`,
    )
  }
  let result = await callRunningServer('restore', { file })
  if (!result) {
    const lock = acquireDataDirLock(config.dataDir)
    const handle = await openDatabase({ pgliteDir: pgliteDir(config) })
    try {
      result = await restorePglite(
        handle,
        { pgliteDir: pgliteDir(config), backupsDir: backupsDir(config) },
        file,
      )
    } finally {
      await handle.close()
      lock.release()
    }
  }
  console.log(`Banco restaurado de ${file}.`)
  console.log(`Os dados anteriores ficaram em ${result.previous} (e em backup: ${result.safetyBackup}).`)
} catch (error) {
  fail(error)
}
