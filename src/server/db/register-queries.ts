import { getTableColumns, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Page } from '../http/crud-routes'
import { notFound } from '../http/errors'
import { type Executor, type Preparable, runPrepared, type Tx } from './client'
import {
  firstMatches,
  inPage,
  offsetOf,
  orderOf,
  type PageAnchor,
  type PageOrder,
  type PageQuery,
  reachOf,
  totalOf,
  totalOfPage,
} from './pagination'

// The reads and deletes every register does the same way, inside the caller's tenant transaction.

type RegisterTable = PgTable & { empresa_id: PgColumn; id: PgColumn }
type PageRow = Record<string, unknown> & { _total: number }

/** What a page's select starts from: an executor, or one with a WITH query (firstMatches). */
export type Selecting = { select: ReturnType<Executor['with']>['select'] }

/** The select a page is read through: the table's own columns, or a register's join (vehicles). */
type PageSelect = (
  from: Selecting,
  extra: { _total: SQL<number> },
) => {
  where(where: SQL | undefined): { orderBy(...order: SQL[]): Preparable<unknown[]> & Promise<unknown[]> }
}

/** A register's list query. */
export interface RegisterPageQuery extends Omit<PageQuery, 'orderBy'> {
  order: PageOrder
  /** Whether `filter` holds a free-text pattern (a search): its page is read from its first matches. */
  search: boolean
  /** The row the user turned the page from: the last one shown (Próxima) or the first (Anterior). */
  after?: string
  before?: string
  /** Defaults to the table's columns. */
  select?: PageSelect
}

/**
 * Whether an anchored page must be read again by its offset: the anchor row is gone (deleted, or another
 * company's id) or moved, leaving no rows after it, or fewer than a page before it.
 */
const anchorMissed = (anchor: PageAnchor | undefined, rows: number, pageSize: number) =>
  anchor !== undefined && (rows === 0 || (anchor.side === 'before' && rows < pageSize))

/** The anchor of a list request (`?after=` or `?before=`), if any. */
function anchorOf({ after, before }: Pick<RegisterPageQuery, 'after' | 'before'>): PageAnchor | undefined {
  if (after) return { side: 'after', id: after }
  if (before) return { side: 'before', id: before }
  return undefined
}

/**
 * One page of a register, presented, with the total of matching rows, in one statement (totalOf; a
 * search: firstMatches).
 */
export async function selectPage<T extends RegisterTable, R, V>(
  tx: Tx,
  table: T,
  query: RegisterPageQuery,
  present: (row: R) => V,
): Promise<Page<V>> {
  const { empresaId, filter } = query
  const anchor = anchorOf(query)
  const offset = offsetOf(query.page, query.pageSize)
  const start = anchor ? { order: query.order, anchor } : offset
  const orderBy = orderOf(query.order)
  const page = { ...query, orderBy }
  const select: PageSelect =
    query.select ??
    ((from, extra) =>
      from
        .select({ ...getTableColumns(table), ...extra })
        .from(table as PgTable)
        .$dynamic())
  // A register's filters are exact lookups on unique keys (a document, a plate) or few rows (a client's
  // vehicles). A free-text search reads its total, and its page unless turned from an anchor, from one
  // walk of its first matches.
  let rows: PageRow[]
  if (query.search) {
    const walk = firstMatches(tx, table, page, reachOf(anchor ? 0 : offset + query.pageSize))
    rows = (await select(tx.with(walk.matches), { _total: walk.total })
      .where(walk.inPage(start))
      .orderBy(...orderBy)) as PageRow[]
  } else {
    // Its best plan is the same for every value: prepared (runPrepared), planned once per connection.
    rows = (await runPrepared(
      select(tx, { _total: totalOf(tx, table, empresaId, filter) })
        .where(inPage(tx, table, page, start))
        .orderBy(...orderBy),
    )) as PageRow[]
  }
  if (anchorMissed(anchor, rows.length, query.pageSize))
    return selectPage(tx, table, { ...query, after: undefined, before: undefined }, present)
  const items = rows.map(({ _total, ...row }) => present(row as R))
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
