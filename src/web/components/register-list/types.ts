import type { ReactNode } from 'react'

/** A page of a register list, as every list endpoint answers (DESIGN §10). */
export type ListPage<T> = { items: T[]; total: number; totalExact: boolean; page: number; pageSize: number }

/** A list request; `after`/`before` name the row the page was turned from (use-list-params.ts). */
export type ListParams = { q: string; page: number; pageSize: number; after?: string; before?: string }

export type RegisterColumn<T> = {
  id: string
  header: string
  cell: (row: T) => ReactNode
  /** Numbers align right, with tabular figures (UI.md "Tables"). */
  align?: 'left' | 'right'
  /** Leaves the column out of the table below this width, so small desktops keep the main columns. */
  hideBelow?: 'lg' | 'xl'
  /** On phones: the card's heading, a labelled line, or left out (UI.md: "the two or three fields that matter"). */
  mobile?: 'title' | 'detail' | false
  className?: string
}

/** What the list does with a row; an action is undefined when the user may not use it (SPEC §6). */
export type RegisterRowActions<T> = {
  onEdit?: (row: T) => void
  onDelete?: (row: T) => void
  getRowLabel: (row: T) => string
}
