// `npm run backup`: a sealed pg_dump (plain SQL) of the database into DATA_DIR/backups. With the embedded
// database it goes through the running server, or opens the directory when the server is stopped.
import { openDatabase } from '../src/server/db/client'
import { backupPglite } from '../src/server/ops/backup'
import { backupPostgres } from '../src/server/ops/backup-postgres'
import { acquireDataDirLock } from '../src/server/ops/data-dir-lock'
import { backupsDir, pgliteDir } from '../src/server/ops/paths'
import { callRunningServer, config, fail } from './ops-client'

try {
  if (config.databaseUrl) {
    console.log(`Backup gravado em ${await backupPostgres(config.databaseUrl, backupsDir(config))}`)
  } else {
    const viaServer = await callRunningServer('backup', {})
    let file = viaServer?.file
    if (!file) {
      const lock = acquireDataDirLock(config.dataDir)
      const handle = await openDatabase({ pgliteDir: pgliteDir(config) })
      try {
        file = await backupPglite(handle.pglite!, backupsDir(config))
      } finally {
        await handle.close()
        lock.release()
      }
    }
    console.log(`Backup gravado em ${file}`)
  }
} catch (error) {
  fail(error)
}
