import type { SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Page } from '../http/crud-routes'
import { notFound } from '../http/errors'
import type { Tx } from './client'
import { countAll, offsetOf, pageResult } from './pagination'

// The reads and deletes every register does the same way, inside the caller's tenant transaction.

/**
 * One page of a register, presented, with the total matching `where`; `orderBy` should end with a
 * unique column so pages never overlap.
 */
export async function selectPage<T extends PgTable, V>(
  tx: Tx,
  table: T,
  opts: { where: SQL | undefined; orderBy: Array<SQL | PgColumn>; page: number; pageSize: number },
  present: (row: T['$inferSelect']) => V,
): Promise<Page<V>> {
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
  return pageResult((rows as T['$inferSelect'][]).map(present), total, opts.page, opts.pageSize)
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
