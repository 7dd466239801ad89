/** A page of a list, as every list endpoint answers (DESIGN §10). */
export type ListPage<T> = { items: T[]; total: number; totalExact: boolean; page: number; pageSize: number }

/** A list request; `after`/`before` name the row the page was turned from (use-list-params.ts). */
export type ListParams = { q: string; page: number; pageSize: number; after?: string; before?: string }
