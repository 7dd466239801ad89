import { statusDoPatio } from '../../../../shared/patio/patio'
import { Skeleton } from '../../../components/ui/skeleton'

/** Loading: columns of card-shaped placeholders (one visible on a phone, as the board will be). */
export function PatioSkeleton() {
  return (
    <div className="flex gap-3 overflow-hidden" role="status" aria-label="Carregando">
      {statusDoPatio.map((status) => (
        <div
          key={status}
          className="grid w-full shrink-0 content-start gap-2 rounded-lg bg-muted/60 p-2 md:w-64 lg:w-auto lg:min-w-56 lg:flex-1"
        >
          <Skeleton className="m-1 h-5 w-2/3" />
          {[0, 1, 2].map((i) => (
            <div key={i} className="grid gap-2 rounded-lg border border-border bg-surface p-3">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-3/4" />
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}
