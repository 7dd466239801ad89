import { renameSync, rmSync } from 'node:fs'
import type { DatabaseHandle } from '../db/client'
import { openDatabase, openPglite } from '../db/client'
import { runMigrations } from '../db/migrate'
import { AppError } from '../http/errors'
import { backupPglite, restoreIntoPglite } from './backup'
import { conferirEsquema, versaoDoCodigo } from './backup-esquema'
import { lerBackup } from './backup-selo'

const naoCarregou = (error: Error) =>
  new AppError(
    422,
    'BACKUP_INVALIDO',
    `O arquivo não é um backup válido do Bancada: ${error.message}. Nada foi alterado.`,
  )

/**
 * Replaces the embedded database with a backup, checked whole before anything is replaced: the file
 * (complete, sealed, not from a newer schema: lerBackup), then loaded into a scratch directory, its schema
 * checked and migrated to this version there. Only then is the current data backed up and kept beside it
 * as pgdata.antes-restauracao-<date>, and the scratch directory takes its place.
 */
export async function restorePglite(
  handle: DatabaseHandle,
  paths: { pgliteDir: string; backupsDir: string },
  file: string,
): Promise<{ previous: string; safetyBackup: string }> {
  if (!handle.pglite || !handle.replacePglite)
    throw new Error('Restauração automática só existe no banco embutido')
  const sqlText = lerBackup(file, versaoDoCodigo())
  const staging = `${paths.pgliteDir}.restaurando`
  rmSync(staging, { recursive: true, force: true })
  const scratch = await openDatabase({ pglite: await openPglite(staging) })
  try {
    await restoreIntoPglite(scratch.pglite!, sqlText).catch((error: Error) => {
      throw naoCarregou(error)
    })
    await conferirEsquema(scratch.db)
    await runMigrations(scratch).catch((error: Error) => {
      throw new AppError(
        422,
        'BACKUP_INVALIDO',
        `O backup não pôde ser atualizado para esta versão do Bancada: ${error.message}. Nada foi alterado.`,
      )
    })
  } catch (error) {
    await scratch.close()
    rmSync(staging, { recursive: true, force: true })
    throw error
  }
  await scratch.close()
  const safetyBackup = await backupPglite(handle.pglite, paths.backupsDir)
  const previous = `${paths.pgliteDir}.antes-restauracao-${new Date().toISOString().replace(/[:.]/g, '-')}`
  await handle.replacePglite(async () => {
    renameSync(paths.pgliteDir, previous)
    renameSync(staging, paths.pgliteDir)
    return openPglite(paths.pgliteDir)
  })
  return { previous, safetyBackup }
}
