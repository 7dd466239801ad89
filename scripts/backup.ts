// `npm run backup`: a pg_dump (plain SQL) of the database into DATA_DIR/backups. With the embedded
// database it goes through the running server, or opens the directory when the server is stopped.
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from '../src/server/db/client'
import { backupPglite } from '../src/server/ops/backup'
import { acquireDataDirLock } from '../src/server/ops/data-dir-lock'
import { backupsDir, pgliteDir } from '../src/server/ops/paths'
import { callRunningServer, config, fail } from './ops-client'

try {
  if (config.databaseUrl) {
    mkdirSync(backupsDir(config), { recursive: true })
    const file = path.join(
      backupsDir(config),
      `bancada-${new Date().toISOString().replace(/[:.]/g, '-')}.sql`,
    )
    const dump = spawnSync('pg_dump', ['--no-owner', '--file', file, config.databaseUrl], {
      stdio: 'inherit',
    })
    if (dump.error || dump.status !== 0)
      throw new Error('pg_dump falhou (ele está instalado e na mesma versão do servidor?)')
    console.log(`Backup gravado em ${file}`)
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
