import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import pg from 'pg'
import { backupFile, finishBackup } from './backup'
import { versaoDoBanco } from './backup-esquema'

/** Runs a PostgreSQL client tool; its stderr's last line when it fails. */
export function runPgTool(tool: 'pg_dump' | 'psql', args: string[], input?: string): string | null {
  const run = spawnSync(tool, args, { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.error) return `${tool} não pôde ser executado (${run.error.message}): ele está instalado?`
  if (run.status === 0) return null
  return run.stderr.trim().split('\n').pop() ?? `${tool} terminou com o código ${run.status}`
}

/** Writes a sealed plain-SQL pg_dump of the database at `databaseUrl` to `dir`; returns the file's path. */
export async function backupPostgres(databaseUrl: string, dir: string, now = new Date()): Promise<string> {
  mkdirSync(dir, { recursive: true })
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  // Read before the dump: a migration run meanwhile would make the seal older than the dump, which the
  // restore's schema check still sees once the dump is loaded.
  const versao = await versaoDoBanco(client).finally(() => client.end())
  const file = backupFile(dir, now)
  const failed = runPgTool('pg_dump', ['--no-owner', '--file', `${file}.parcial`, databaseUrl])
  if (failed) {
    rmSync(`${file}.parcial`, { force: true })
    throw new Error(`pg_dump falhou (ele está na mesma versão do servidor?): ${failed}`)
  }
  return finishBackup(file, versao)
}
