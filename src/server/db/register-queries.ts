import { getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Page } from '../http/crud-routes'
import { notFound } from '../http/errors'
import { type Executor, selectTemplate, type Tx } from './client'
import { inPage, offsetOf, type PageQuery, type Templated, totalOf, totalOfPage } from './pagination'

// The reads and deletes every register does the same way, inside the caller's tenant transaction.

type RegisterTable = PgTable & { empresa_id: PgColumn; id: PgColumn }
type PageRow<T extends RegisterTable> = T['$inferSelect'] & { _total: number }

/** A page of `table` with its total (totalOf) in one statement. */
const pageSelect = <T extends RegisterTable>(
  executor: Executor,
  table: T,
  query: Templated<PageQuery, 'empresaId'>,
  offset?: Placeholder,
) =>
  executor
    .select({ ...getTableColumns(table), _total: totalOf(executor, table, query.empresaId, query.filter) })
    .from(table as PgTable)
    .where(inPage(executor, table, query, offset))
    .orderBy(...query.orderBy)

// The whole register, page after page, is one statement per ORDER BY (a constant of its service) and
// page size: built once (selectTemplate), its plan kept. A search is built and planned for its text.
const wholeRegisterPages = new WeakMap<object, Map<number, ReturnType<typeof wholeRegisterTemplate>>>()

const wholeRegisterTemplate = (table: RegisterTable, query: PageQuery) =>
  selectTemplate<PageRow<RegisterTable>[], { empresaId: string; offset: number }>(
    (executor) =>
      pageSelect(
        executor,
        table,
        { ...query, empresaId: sql.placeholder('empresaId') },
        sql.placeholder('offset'),
      ),
    { plan: 'generic' },
  )

function wholeRegisterPage<T extends RegisterTable>(tx: Tx, table: T, query: PageQuery) {
  const bySize = wholeRegisterPages.get(query.orderBy) ?? new Map()
  wholeRegisterPages.set(query.orderBy, bySize)
  const run = bySize.get(query.pageSize) ?? wholeRegisterTemplate(table, query)
  bySize.set(query.pageSize, run)
  const offset = offsetOf(query.page, query.pageSize)
  return run(tx, { empresaId: query.empresaId, offset }) as Promise<PageRow<T>[]>
}

/** One page of a register, presented, with the total of matching rows, in one statement (totalOf). */
export async function selectPage<T extends RegisterTable, V>(
  tx: Tx,
  table: T,
  query: PageQuery,
  present: (row: T['$inferSelect']) => V,
): Promise<Page<V>> {
  const rows: PageRow<T>[] = await (query.filter
    ? pageSelect(tx, table, query)
    : wholeRegisterPage(tx, table, query))
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
