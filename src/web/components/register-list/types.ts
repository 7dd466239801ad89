import type { ReactNode } from 'react'

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
