import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Page } from '../http/crud-routes'

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
