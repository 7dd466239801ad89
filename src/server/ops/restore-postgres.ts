import pg from 'pg'
import { openDatabase } from '../db/client'
import { runMigrations } from '../db/migrate'
import { AppError } from '../http/errors'
import { conferirEsquema, versaoDoCodigo } from './backup-esquema'
import { runPgTool } from './backup-postgres'
import { lerBackup } from './backup-selo'

const recusa = (message: string) => new AppError(422, 'BACKUP_INVALIDO', `${message} Nada foi alterado.`)

/** The URL of another database on the same server. */
const outroBanco = (databaseUrl: string, name: string) => {
  const url = new URL(databaseUrl)
  url.pathname = `/${encodeURIComponent(name)}`
  return url.toString()
}

/**
 * Replaces the PostgreSQL database at `databaseUrl` with a backup, checked whole first: the file
 * (lerBackup), then loaded into a scratch database `<nome>_restaurando` in one transaction, its schema
 * checked and migrated there. Only then, with no one connected (the app servers stopped), the current
 * database is renamed `<nome>_antes_<data>` (kept) and the scratch one takes its name, in one transaction.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  now = new Date(),
): Promise<{ previous: string }> {
  const sqlText = lerBackup(file, versaoDoCodigo())
  const target = decodeURIComponent(new URL(databaseUrl).pathname.slice(1))
  const scratch = `${target.slice(0, 50)}_restaurando`
  const previous = `${target.slice(0, 40)}_antes_${now.toISOString().replace(/\D/g, '').slice(0, 14)}`
  const admin = new pg.Client({ connectionString: outroBanco(databaseUrl, 'postgres') })
  await admin.connect()
  const id = (name: string) => admin.escapeIdentifier(name)
  const dropScratch = () => admin.query(`drop database if exists ${id(scratch)} with (force)`)
  try {
    await dropScratch()
    await admin.query(`create database ${id(scratch)}`)
    const scratchUrl = outroBanco(databaseUrl, scratch)
    try {
      const args = ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-d', scratchUrl, '-f', '-']
      const failed = runPgTool('psql', args, sqlText)
      if (failed) throw recusa(`O arquivo não é um backup válido do Bancada: ${failed}.`)
      const handle = await openDatabase({ databaseUrl: scratchUrl, poolSize: 1 })
      try {
        await conferirEsquema(handle.db)
        await runMigrations(handle).catch((error: Error) => {
          throw recusa(`O backup não pôde ser atualizado para esta versão do Bancada: ${error.message}.`)
        })
      } finally {
        await handle.close()
      }
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [target],
      )
      const { n } = rows[0]
      if (n > 0)
        throw new AppError(
          409,
          'BANCO_EM_USO',
          `O banco ${target} tem ${n} ${n === 1 ? 'conexão aberta' : 'conexões abertas'}: pare os servidores do Bancada e rode a restauração de novo. Nada foi alterado.`,
        )
      await admin.query('begin')
      await admin.query(`alter database ${id(target)} rename to ${id(previous)}`)
      await admin.query(`alter database ${id(scratch)} rename to ${id(target)}`)
      await admin.query('commit')
      return { previous }
    } catch (error) {
      await admin.query('rollback').catch(() => {})
      await dropScratch()
      throw error
    }
  } finally {
    await admin.end()
  }
}
