import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs'
import type { DatabaseHandle } from '../db/client'
import { openPglite } from '../db/client'
import { runMigrations } from '../db/migrate'
import { AppError } from '../http/errors'
import { backupPglite, restoreIntoPglite } from './backup'

/**
 * Replaces the embedded database with a backup. The dump is loaded into a new directory first (a bad
 * file leaves everything as it was); the current data is backed up and kept beside it as
 * pgdata.antes-restauracao-<date>; then the new directory takes its place and migrations bring it up to date.
 */
export async function restorePglite(
  handle: DatabaseHandle,
  paths: { pgliteDir: string; backupsDir: string },
  file: string,
): Promise<{ previous: string; safetyBackup: string }> {
  if (!existsSync(file))
    throw new AppError(422, 'BACKUP_NAO_ENCONTRADO', `Arquivo de backup não encontrado: ${file}`)
  if (!handle.pglite || !handle.replacePglite)
    throw new Error('Restauração automática só existe no banco embutido')
  const sqlText = readFileSync(file, 'utf8')
  const staging = `${paths.pgliteDir}.restaurando`
  rmSync(staging, { recursive: true, force: true })
  const fresh = await openPglite(staging)
  const loadError = await restoreIntoPglite(fresh, sqlText).then(
    () => null,
    (error: Error) => error,
  )
  await fresh.close()
  if (loadError) {
    rmSync(staging, { recursive: true, force: true })
    throw new AppError(
      422,
      'BACKUP_INVALIDO',
      `O arquivo não é um backup válido do Bancada: ${loadError.message}`,
    )
  }
  const safetyBackup = await backupPglite(handle.pglite, paths.backupsDir)
  const previous = `${paths.pgliteDir}.antes-restauracao-${new Date().toISOString().replace(/[:.]/g, '-')}`
  await handle.replacePglite(async () => {
    renameSync(paths.pgliteDir, previous)
    renameSync(staging, paths.pgliteDir)
    return openPglite(paths.pgliteDir)
  })
  await runMigrations(handle)
  return { previous, safetyBackup }
}
