import { and, asc, desc, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Page } from '../http/crud-routes'
import { type Executor, queryRows, type Tx } from './client'
import { contagens } from './schema'

/** Offset of a 1-based page. */
export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize

/** A company's register table: every list filters on `empresa_id` and pages by `id`. */
type RegisterTable = PgTable & { empresa_id: PgColumn; id: PgColumn }

export interface PageQuery {
  empresaId: string
  /** What the user filtered or searched on; undefined lists the whole register. */
  filter: SQL | undefined
  /**
   * Should end with `id` and match an index, so pages never overlap and skipping stays in the index.
   */
  orderBy: Array<SQL | PgColumn>
  page: number
  pageSize: number
}

/**
 * A page size written into the SQL, not bound: a server-side integer (the schemas cap it at 100), never
 * user text. A prepared page statement (runPrepared) then gets one generic plan that expects that many
 * rows; with `LIMIT $1` PostgreSQL assumes a tenth of the table, keeps planning for each request's values
 * and gains nothing from the preparation (decision 032).
 */
export const literalLimit = (pageSize: number) => sql.raw(String(Math.trunc(pageSize))) as unknown as number

/**
 * A list's order as keyset paging needs it: columns ending with a unique one (`id`), all one direction,
 * matching an index after `empresa_id`.
 */
export interface PageOrder {
  columns: PgColumn[]
  descending: boolean
}

/** The ORDER BY of a PageOrder (reversed: the rows before an anchor, nearest first). */
export const orderOf = ({ columns, descending }: PageOrder, reversed = false) =>
  columns.map((column) => (descending !== reversed ? desc(column) : asc(column)))

/**
 * Where a page starts when the user turns it: right after the last row they saw (`after`, Próxima) or
 * right before the first (`before`, Anterior). The page is then read from the index at that row, however
 * deep it is, instead of skipping `offset` entries.
 */
export type PageAnchor = { side: 'after' | 'before'; id: string }

/** Where a page's ids start: skipping `offset` entries, or next to an anchor along a PageOrder. */
export type PageStart = number | { order: PageOrder; anchor: PageAnchor }

/**
 * `id in (the page's ids)`: the ids are found first, reading only the ORDER BY index while skipping the
 * offset, so page 5 000 does not fetch 50 000 whole rows to throw them away. With an anchor (and a
 * PageOrder) the ids are the page next to the anchor row, found by comparing the sort keys with the
 * anchor's: an index range, no skipping. An anchor the company does not have gives an empty page.
 */
export function inPage(
  tx: Executor,
  table: RegisterTable,
  { empresaId, filter, orderBy, page, pageSize }: PageQuery,
  start: PageStart = offsetOf(page, pageSize),
) {
  const sameCompany = eq(table.empresa_id, empresaId)
  let ids = tx
    .select({ id: table.id })
    .from(table as PgTable)
    .$dynamic()
  if (typeof start === 'object' && 'anchor' in start) {
    const { order, anchor } = start
    const columns = sql.join(order.columns, sql`, `)
    const anchorKeys = tx
      .select(Object.fromEntries(order.columns.map((column, i) => [`k${i}`, column])))
      .from(table as PgTable)
      .where(and(sameCompany, eq(table.id, anchor.id)))
    // Ascending and after, or descending and before: the keys above the anchor's.
    const above = (anchor.side === 'after') !== order.descending
    ids = ids
      .where(and(sameCompany, filter, sql`(${columns}) ${sql.raw(above ? '>' : '<')} (${anchorKeys})`))
      .orderBy(...orderOf(order, anchor.side === 'before'))
      .limit(literalLimit(pageSize))
  } else {
    ids = ids
      .where(and(sameCompany, filter))
      .orderBy(...orderBy)
      .limit(literalLimit(pageSize))
    // The first page, the one asked most, skips nothing: a statement without OFFSET, planned once.
    if (start > 0) ids = ids.offset(start)
  }
  return and(sameCompany, inArray(table.id, ids))
}

/**
 * A search's first `reach` matches along the list's order, numbered from 1, as a WITH query: its page is
 * read from it by number and its total counted from it, so the search walks its rows once. PostgreSQL
 * picks the walk: along the ORDER BY index, stopping at `reach`, for a common term (the vehicles' index
 * INCLUDEs `busca`, so there no table row is read), or the trigram index and a sort of the few matches
 * for a rare one. A count on its own would rather weigh the trigram index against a sequential scan, and it
 * underrates that index for a term made of common trigrams ('modelo 7': 5 ms instead of 1; decision 018).
 */
export function firstMatches(tx: Executor, table: RegisterTable, query: PageQuery, reach: number) {
  const { empresaId, filter, orderBy, pageSize } = query
  const numbered = sql<number>`row_number() over (order by ${sql.join(orderBy, sql`, `)})`
  const matches = tx.$with('primeiros').as(
    tx
      .select({ id: table.id, n: numbered.as('n') })
      .from(table as PgTable)
      .where(and(eq(table.empresa_id, empresaId), filter))
      .orderBy(...orderBy)
      .limit(reach),
  )
  return {
    matches,
    total: sql<number>`(${tx.select({ total: sql`count(*)::int` }).from(matches)})`.mapWith(Number),
    /** The page's ids: the matches numbered offset + 1 to offset + pageSize, or next to an anchor (inPage). */
    inPage: (start: PageStart) =>
      typeof start === 'object' && 'anchor' in start
        ? inPage(tx, table, query, start)
        : and(
            eq(table.empresa_id, empresaId),
            inArray(
              table.id,
              tx
                .select({ id: matches.id })
                .from(matches)
                .where(sql`${matches.n} > ${start} and ${matches.n} <= ${start + pageSize}`),
            ),
          ),
  }
}

/** How many of a search's first matches its total and a page ending at match `end` need (firstMatches). */
export const reachOf = (end: number) => Math.max(SEARCH_COUNT_LIMIT + 1, end)

/**
 * `busca LIKE %term%` on a register's search column (trigram-indexed), ignoring accents and case: the
 * column holds its text through bancada_busca_texto and the term goes through the same function, escaped
 * for LIKE (bancada_busca_padrao, migration 0020), so 'joao' finds 'João'. Each of `terms` (the typed
 * text, its bare characters …) may match.
 */
export function matchesBusca(column: PgColumn, ...terms: Array<string | undefined>): SQL | undefined {
  const patterns = [...new Set(terms.map((q) => q?.trim()).filter(Boolean))].map(
    (term) => sql`${column} like bancada_busca_padrao(${term})`,
  )
  if (patterns.length === 0) return undefined
  return patterns.length === 1 ? patterns[0] : sql`(${sql.join(patterns, sql` or `)})`
}

/** Past this many matches a search stops counting: the list says "mais de 100" (refine the search). */
export const SEARCH_COUNT_LIMIT = 100

/**
 * The total of a list, as a scalar subquery. Unfiltered: the company's row count kept by triggers (exact,
 * no scan). Filtered: the matches counted up to SEARCH_COUNT_LIMIT + 1, so a broad search never counts a
 * whole table. Selected next to a page's columns, the page and its total take one statement.
 */
export function totalOf(
  tx: Executor,
  table: RegisterTable,
  empresaId: string,
  filter: SQL | undefined,
): SQL<number> {
  if (!filter) {
    const counter = tx
      .select({ total: contagens.total })
      .from(contagens)
      .where(and(eq(contagens.empresa_id, empresaId), eq(contagens.tabela, getTableName(table))))
    return sql<number>`coalesce((${counter}), 0)`.mapWith(Number)
  }
  const matches = tx
    .select({ one: sql`1` })
    .from(table as PgTable)
    .where(and(eq(table.empresa_id, empresaId), filter))
    .limit(SEARCH_COUNT_LIMIT + 1)
    .as('matches')
  return sql<number>`(${tx.select({ total: sql`count(*)::int` }).from(matches)})`.mapWith(Number)
}

type Counted = Pick<Page<never>, 'total' | 'totalExact'>

// Only a filtered count stops at the limit; the unfiltered one is exact at any size.
const counted = (total: number, filter: SQL | undefined): Counted =>
  filter && total > SEARCH_COUNT_LIMIT
    ? { total: SEARCH_COUNT_LIMIT, totalExact: false }
    : { total, totalExact: true }

/** The total of a list on its own (see totalOf). */
async function countMatches(
  tx: Tx,
  table: RegisterTable,
  empresaId: string,
  filter: SQL | undefined,
): Promise<Counted> {
  const [row] = await queryRows<{ total: number }>(
    tx,
    sql`select ${totalOf(tx, table, empresaId, filter)} as total`,
  )
  return counted(Number(row.total), filter)
}

/**
 * The total carried by a page's rows (selected with `_total: totalOf(...)`). A page with no rows carries
 * none: page 1 then means no match at all; a page past the end counts on its own.
 */
export async function totalOfPage(
  tx: Tx,
  table: RegisterTable,
  query: Pick<PageQuery, 'empresaId' | 'filter' | 'page'>,
  rows: ReadonlyArray<{ _total: number }>,
): Promise<Counted> {
  if (rows.length > 0) return counted(rows[0]._total, query.filter)
  if (query.page === 1) return counted(0, query.filter)
  return countMatches(tx, table, query.empresaId, query.filter)
}
