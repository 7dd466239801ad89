import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/client'
import { backupPglite, listBackups, pruneBackups } from './backup'
import { backupsDir } from './paths'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/**
 * The embedded database has no autovacuum and no one to take backups: once a day (at the configured
 * hour, or as soon as the server is up when the last backup is older than a day) it runs VACUUM ANALYZE,
 * writes a backup and prunes those older than the retention.
 */
export function startMaintenance(handle: DatabaseHandle, config: Config, log: FastifyBaseLogger) {
  const dir = backupsDir(config)
  let running = false

  async function run(reason: string) {
    if (running || !handle.pglite) return
    running = true
    try {
      await handle.db.execute(sql`VACUUM ANALYZE`)
      const file = await backupPglite(handle.pglite, dir)
      const pruned = pruneBackups(dir, config.backupKeepDays)
      log.info({ file, pruned, reason }, 'manutenção diária: VACUUM ANALYZE e backup concluídos')
    } catch (error) {
      log.error({ err: error }, 'manutenção diária falhou')
    } finally {
      running = false
    }
  }

  function due(now = new Date()): boolean {
    const last = listBackups(dir)[0]
    if (!last) return true
    const age = now.getTime() - last.mtime.getTime()
    return age >= DAY || (now.getHours() === config.maintenanceHour && age >= HOUR * 2)
  }

  const first = setTimeout(() => due() && void run('início'), 60_000)
  const timer = setInterval(() => due() && void run('agendada'), 15 * 60 * 1000)
  first.unref()
  timer.unref()
  return {
    stop() {
      clearTimeout(first)
      clearInterval(timer)
    },
  }
}
