import type { LucideIcon } from 'lucide-react'
import { cn } from '../lib/cn'
import { Card } from './ui/card'
import { Skeleton } from './ui/skeleton'

/** One summary card over a list's totals `R` (OS list, contas a receber). */
export type SummaryCardDef<R> = {
  title: string
  icon: LucideIcon
  /** Icon background and colour classes. */
  tone: string
  value: (r: R) => string
  detail?: (r: R) => string
  /** Shows the value in the destructive colour (overdue, late). */
  alert?: (r: R) => boolean
}

/**
 * A row of summary cards: the value once `data` arrived, a skeleton while loading, '—' after a
 * failure. `itemClassName` / `iconClassName` lay out each card by its position (phone rows, icons hidden).
 */
export function SummaryCards<R>({
  label,
  cards,
  data,
  loading,
  className,
  itemClassName,
  iconClassName,
}: {
  label: string
  cards: SummaryCardDef<R>[]
  data: R | undefined
  loading: boolean
  className: string
  itemClassName?: (index: number) => string | undefined
  iconClassName: (index: number) => string
}) {
  return (
    <section aria-label={label}>
      <ul className={className}>
        {cards.map(({ title, icon: Icon, tone, value, detail, alert }, index) => (
          <li key={title} className={itemClassName?.(index)}>
            <Card
              role="group"
              aria-label={title}
              className="flex h-full items-start justify-between gap-3 p-4"
            >
              <div className="min-w-0">
                <p className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</p>
                {data ? (
                  <>
                    <p
                      className={cn(
                        'mt-1 text-lg font-semibold break-words tabular-nums sm:text-xl 2xl:text-2xl',
                        alert?.(data) && 'text-destructive',
                      )}
                      data-testid="resumo-valor"
                    >
                      {value(data)}
                    </p>
                    {detail && (
                      <p className="text-xs text-muted-foreground tabular-nums" data-testid="resumo-detalhe">
                        {detail(data)}
                      </p>
                    )}
                  </>
                ) : loading ? (
                  <Skeleton className="mt-2 h-7 w-24" />
                ) : (
                  <p className="mt-1 text-lg font-semibold text-muted-foreground sm:text-xl">—</p>
                )}
              </div>
              <span
                className={cn(
                  'size-10 shrink-0 items-center justify-center rounded-lg',
                  iconClassName(index),
                  tone,
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
