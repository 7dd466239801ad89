import { Skeleton } from '../../../components/ui/skeleton'

/** A settings form loading: rows of two fields, shaped like the form (UI.md "four states"). */
export function ConfigSkeleton({ linhas = 4 }: { linhas?: number }) {
  return (
    <div className="grid gap-4" role="status" aria-label="Carregando">
      {Array.from({ length: linhas }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ))}
    </div>
  )
}
