import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Page } from '../http/crud-routes'
import type { Tx } from './client'

/** Offset of a 1-based page. */
export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize

/** `busca LIKE %term%` on a register's lowercased search column (trigram-indexed). */
export function matchesBusca(column: PgColumn, q: string | undefined): SQL | undefined {
  const term = q?.trim().toLowerCase()
  if (!term) return undefined
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`)
  return sql`${column} like ${`%${escaped}%`}`
}

export function pageResult<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return { items, total, page, pageSize }
}

/** `count(*)` as a number, on either driver. */
export const countAll = sql<number>`count(*)::int`

/**
 * One page of a register and the total matching `where` (two queries in the caller's transaction),
 * ordered by `orderBy` (which should end with a unique column, so pages never overlap).
 */
export async function selectPage<T extends PgTable>(
  tx: Tx,
  table: T,
  opts: { where: SQL | undefined; orderBy: Array<SQL | PgColumn>; page: number; pageSize: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [{ total }] = await tx
    .select({ total: countAll })
    .from(table as PgTable)
    .where(opts.where)
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(opts.where)
    .orderBy(...opts.orderBy)
    .limit(opts.pageSize)
    .offset(offsetOf(opts.page, opts.pageSize))
  return { rows: rows as T['$inferSelect'][], total }
}
