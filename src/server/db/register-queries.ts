import { getTableColumns, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Page } from '../http/crud-routes'
import { notFound } from '../http/errors'
import type { Tx } from './client'
import { inPage, type PageQuery, totalOf, totalOfPage } from './pagination'

// The reads and deletes every register does the same way, inside the caller's tenant transaction.

/** One page of a register, presented, with the total of matching rows, in one statement (totalOf). */
export async function selectPage<T extends PgTable & { empresa_id: PgColumn; id: PgColumn }, V>(
  tx: Tx,
  table: T,
  query: PageQuery,
  present: (row: T['$inferSelect']) => V,
): Promise<Page<V>> {
  const rows = await tx
    .select({ ...getTableColumns(table), _total: totalOf(tx, table, query.empresaId, query.filter) })
    .from(table as PgTable)
    .where(inPage(tx, table, query))
    .orderBy(...query.orderBy)
  const items = rows.map(({ _total, ...row }) => present(row as T['$inferSelect']))
  const { total, totalExact } = await totalOfPage(tx, table, query, rows)
  return { items, total, totalExact, page: query.page, pageSize: query.pageSize }
}

/** The one row matching `where`, or 404 (another company's id is invisible, so also 404). */
export async function selectOne<T extends PgTable>(
  tx: Tx,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(where)
  if (!row) throw notFound()
  return row as T['$inferSelect']
}

/** Deletes the row matching `where`, or answers 404 when there is none. */
export async function deleteOne(tx: Tx, table: PgTable, where: SQL | undefined): Promise<void> {
  const rows = await tx.delete(table).where(where).returning()
  if (rows.length === 0) throw notFound()
}
