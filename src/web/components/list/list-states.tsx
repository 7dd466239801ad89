import { AlertTriangle, Inbox, type LucideIcon, RotateCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../ui/button'
import { Card } from '../ui/card'
import { Skeleton } from '../ui/skeleton'
import { Spinner } from '../ui/spinner'

/** Loading: rows shaped like the table (or cards on phones), never a blank area. */
export function ListSkeleton({ cards, columns }: { cards: boolean; columns: number }) {
  if (cards) {
    return (
      <div className="grid gap-3" role="status" aria-label="Carregando">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Card key={i} className="grid gap-2 p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </Card>
        ))}
      </div>
    )
  }
  return (
    <div className="grid gap-0 p-3" role="status" aria-label="Carregando">
      <Skeleton className="mb-3 h-5 w-full" />
      {Array.from({ length: 6 }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={row} className="flex gap-4 border-t border-border py-3">
          {Array.from({ length: columns }, (_, col) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={col} className="h-4 flex-1" />
          ))}
        </div>
      ))}
    </div>
  )
}

/** Empty: one sentence (and a line of context) and the way forward: add, or clear the search or filters. */
export function ListEmpty({
  icon: Icon = Inbox,
  title,
  description,
  action,
}: {
  icon?: LucideIcon
  title: string
  description?: string
  action?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-sm font-medium">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action}
    </div>
  )
}

/** Error: the spec's message and 'Tentar novamente' (UI.md "four states"). */
export function ListError({
  title,
  onRetry,
  retrying,
}: {
  title: string
  onRetry: () => void
  retrying: boolean
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-destructive">
        <AlertTriangle className="size-6" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">Tente novamente mais tarde</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner label="" /> : <RotateCw aria-hidden="true" />}
        Tentar novamente
      </Button>
    </div>
  )
}
