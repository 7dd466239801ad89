// `npm run restore -- <arquivo.sql>`: replaces the database with a backup, checked whole and loaded into a
// scratch database first (a damaged or foreign file changes nothing). The embedded database goes through
// the running server or directly when it is stopped; PostgreSQL needs the app servers stopped. The data it
// replaces is kept: beside it (embedded, also backed up) or as a database renamed <nome>_antes_<data>.
import path from 'node:path'
import { openDatabase } from '../src/server/db/client'
import { acquireDataDirLock } from '../src/server/ops/data-dir-lock'
import { backupsDir, pgliteDir } from '../src/server/ops/paths'
import { restorePglite } from '../src/server/ops/restore'
import { restorePostgres } from '../src/server/ops/restore-postgres'
import { callRunningServer, config, fail } from './ops-client'

const arg = process.argv[2]
if (!arg) fail(new Error('informe o arquivo: npm run restore -- data/backups/bancada-….sql'))
const file = path.resolve(arg)

try {
  if (config.databaseUrl) {
    const { previous } = await restorePostgres(config.databaseUrl, file)
    console.log(`Banco restaurado de ${file}. O banco anterior ficou como ${previous}.`)
    process.exit(0)
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
