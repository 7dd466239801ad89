import { Skeleton } from '../../../components/ui/skeleton'

/** The agenda's shape while the first load runs. */
export function AgendaSkeleton() {
  return (
    <div className="grid gap-3" role="status" aria-busy="true" aria-label="Carregando a agenda">
      <Skeleton className="h-10 w-full" />
      <div className="grid gap-3 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="grid gap-2">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ))}
      </div>
    </div>
  )
}
