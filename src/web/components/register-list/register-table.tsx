import type { MouseEvent } from 'react'
import { cn } from '../../lib/cn'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table'
import { RowActions } from './row-actions'
import type { RegisterColumn, RegisterRowActions } from './types'

const hideClass = { lg: 'hidden lg:table-cell', xl: 'hidden xl:table-cell' } as const

export function columnClass<T>(column: RegisterColumn<T>): string {
  return cn(
    column.align === 'right' && 'text-right tabular-nums',
    column.hideBelow && hideClass[column.hideBelow],
    column.className,
  )
}

/** Clicks on the row open the record, except clicks on its own links and buttons (WhatsApp, actions). */
function fromControl(e: MouseEvent): boolean {
  return (e.target as HTMLElement).closest('a, button, input') !== null
}

/** The desktop table: sticky header, hover rows, right-aligned numbers, icon actions (UI.md "Tables"). */
export function RegisterTable<T>({
  rows,
  columns,
  getRowId,
  actions,
  caption,
}: {
  rows: T[]
  columns: RegisterColumn<T>[]
  getRowId: (row: T) => string
  actions: RegisterRowActions<T>
  caption: string
}) {
  const hasActions = Boolean(actions.onEdit || actions.onDelete)
  return (
    <Table containerClassName="max-h-[calc(100dvh-15rem)]">
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            <TableHead key={column.id} className={columnClass(column)}>
              {column.header}
            </TableHead>
          ))}
          {hasActions && <TableHead className="w-24 text-right">Ações</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={getRowId(row)}
            className={cn(actions.onEdit && 'cursor-pointer')}
            // Mouse shortcut only: the row's Editar button is the keyboard and screen-reader path.
            onClick={actions.onEdit ? (e) => !fromControl(e) && actions.onEdit?.(row) : undefined}
          >
            {columns.map((column) => (
              <TableCell key={column.id} className={columnClass(column)}>
                {column.cell(row)}
              </TableCell>
            ))}
            {hasActions && (
              <TableCell className="py-1">
                <RowActions row={row} {...actions} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
