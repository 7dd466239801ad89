import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../db/client'
import { migrationsFolder } from '../db/migrate'
import { AppError } from '../http/errors'

/** A database's schema version: the migrations applied (drizzle's table), by their journal time. */
export interface VersaoEsquema {
  migracoes: number
  /** The newest applied migration's `when` (journal), 0 when none. */
  ultima: number
}

/** The `when` of every migration this code knows (drizzle records it as `created_at`). */
export function migracoesConhecidas(folder = migrationsFolder): number[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>
  }
  return journal.entries.map((e) => e.when)
}

/** The version of the code: all its migrations applied. */
export function versaoDoCodigo(folder = migrationsFolder): VersaoEsquema {
  const whens = migracoesConhecidas(folder)
  return { migracoes: whens.length, ultima: Math.max(0, ...whens) }
}

const recusa = (message: string) => new AppError(422, 'BACKUP_INVALIDO', message)

export const naoEDoBancada = (porque: string) =>
  recusa(`O arquivo não é um backup do Bancada (${porque}). Nada foi alterado.`)

export const versaoMaisNova = (backup: number, codigo: number) =>
  recusa(
    `O backup é de uma versão mais nova do Bancada (${backup} migrações; esta versão conhece ${codigo}). Atualize o Bancada antes de restaurar. Nada foi alterado.`,
  )

/**
 * The migrations a database (a backup loaded into a scratch database) has applied, refused when it is not
 * the Bancada's (no migrations table) or has one this code does not know (a newer version's schema). An
 * older schema is accepted: the restore migrates it forward, still in the scratch database.
 */
export async function conferirEsquema(db: Database, folder = migrationsFolder): Promise<VersaoEsquema> {
  const [tabela] = await queryRows<{ existe: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null and to_regclass('public.empresas') is not null as existe`,
  )
  if (!tabela.existe) throw naoEDoBancada('não tem as tabelas nem o controle de versões do esquema')
  const aplicadas = await queryRows<{ created_at: string }>(
    db,
    sql`select created_at::text from drizzle.__drizzle_migrations order by created_at`,
  )
  const conhecidas = new Set(migracoesConhecidas(folder))
  const desconhecidas = aplicadas.filter((m) => !conhecidas.has(Number(m.created_at)))
  if (desconhecidas.length > 0) throw versaoMaisNova(aplicadas.length, conhecidas.size)
  return {
    migracoes: aplicadas.length,
    ultima: Math.max(0, ...aplicadas.map((m) => Number(m.created_at))),
  }
}

const VERSAO_SQL =
  'select count(*)::int as migracoes, coalesce(max(created_at), 0)::text as ultima from drizzle.__drizzle_migrations'

type Linhas = { rows: Array<{ migracoes: number; ultima: string }> }

/**
 * The schema version of a running database (what a backup of it records in its seal), through any client
 * with a `query(text)` (PGlite, node-postgres).
 */
export async function versaoDoBanco(client: {
  query(text: string): Promise<unknown>
}): Promise<VersaoEsquema> {
  const [v] = ((await client.query(VERSAO_SQL)) as Linhas).rows
  return { migracoes: v.migracoes, ultima: Number(v.ultima) }
}
