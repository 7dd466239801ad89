import { Card } from '../ui/card'
import { RowActions } from './row-actions'
import type { RegisterColumn, RegisterRowActions } from './types'

/** Phones (< 768 px): each row is a card with its heading, the few fields that matter and the actions. */
export function RegisterCards<T>({
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
  const title = columns.find((c) => c.mobile === 'title') ?? columns[0]
  const details = columns.filter((c) => c.mobile === 'detail')
  return (
    <ul className="grid gap-3" aria-label={caption}>
      {rows.map((row) => (
        <li key={getRowId(row)}>
          <Card className="p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0 pt-2 font-medium break-words">{title.cell(row)}</div>
              <div className="-mt-1 -mr-2 shrink-0">
                <RowActions row={row} {...actions} />
              </div>
            </div>
            {details.length > 0 && (
              <dl className="mt-2 grid gap-1.5 text-sm">
                {details.map((column) => (
                  <div key={column.id} className="flex min-w-0 items-baseline justify-between gap-3">
                    <dt className="shrink-0 text-muted-foreground">{column.header}</dt>
                    <dd className="min-w-0 text-right break-words tabular-nums">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </Card>
        </li>
      ))}
    </ul>
  )
}
