import { getTableColumns, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Page } from '../http/crud-routes'
import { notFound } from '../http/errors'
import type { Executor, Preparable, Tx } from './client'
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
import { shapedSelects, type Valor, Valores, valorLiteral } from './statement-shapes'

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
  where(where: SQL | undefined): { orderBy(...order: SQL[]): unknown }
}

/** A register's list query; its filter writes its values through `valor` (statement-shapes.ts). */
export interface RegisterPageQuery extends Omit<PageQuery, 'filter' | 'orderBy'> {
  filter: (valor: Valor) => SQL | undefined
  order: PageOrder
  /** The row the user turned the page from: the last one shown (Próxima) or the first (Anterior). */
  after?: string
  before?: string
  /** Defaults to the table's columns. */
  select?: PageSelect
}

// A register's page statements, one per shape (search kind, anchor side, page size), per order: a
// constant of its service, so each is built once.
const pagesByOrder = new WeakMap<PageOrder, ReturnType<typeof shapedSelects<PageRow[]>>>()

function pagesOf(order: PageOrder) {
  let pages = pagesByOrder.get(order)
  if (!pages) {
    pages = shapedSelects<PageRow[]>()
    pagesByOrder.set(order, pages)
  }
  return pages
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
  const v = new Valores()
  const empresaId = v.valor('empresa', query.empresaId)
  const filter = query.filter(v.valor)
  const turned = anchorOf(query)
  const anchor = turned && { side: turned.side, id: v.valor('anchor', turned.id) }
  const offset = offsetOf(query.page, query.pageSize)
  const start = anchor ? { order: query.order, anchor } : v.valor('offset', offset)
  const orderBy = orderOf(query.order)
  const page = { ...query, empresaId, filter, orderBy }
  const select: PageSelect =
    query.select ??
    ((from, extra) =>
      from
        .select({ ...getTableColumns(table), ...extra })
        .from(table as PgTable)
        .$dynamic())
  // A register's filters are exact lookups on unique keys (a document, a plate) or few rows (a client's
  // vehicles): only a free-text pattern makes the best plan depend on the values. Such a search reads
  // its total, and its page unless turned from an anchor, from one walk of its first matches.
  const reach = v.search ? v.valor('reach', reachOf(anchor ? 0 : offset + query.pageSize)) : undefined
  const rest = [query.pageSize, anchor?.side]
  const rows = await pagesOf(query.order)(
    tx,
    v,
    { rest, plan: reach === undefined ? 'generic' : 'custom' },
    (executor) => {
      if (reach === undefined) {
        return select(executor, { _total: totalOf(executor, table, empresaId, filter) })
          .where(inPage(executor, table, page, start))
          .orderBy(...orderBy) as Preparable<PageRow[]>
      }
      const walk = firstMatches(executor, table, page, reach)
      return select(executor.with(walk.matches), { _total: walk.total })
        .where(walk.inPage(start))
        .orderBy(...orderBy) as Preparable<PageRow[]>
    },
  )
  if (anchorMissed(turned, rows.length, query.pageSize))
    return selectPage(tx, table, { ...query, after: undefined, before: undefined }, present)
  const items = rows.map(({ _total, ...row }) => present(row as R))
  // Past the last page the total is counted apart, with the values written in.
  const counting = { ...query, filter: rows.length ? filter : query.filter(valorLiteral) }
  const { total, totalExact } = await totalOfPage(tx, table, counting, rows)
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
