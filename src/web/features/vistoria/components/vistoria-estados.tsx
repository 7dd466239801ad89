import { AlertTriangle, RefreshCw } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'

export function VistoriaSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-label="Carregando vistoria">
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <Skeleton className="h-64" />
      <Skeleton className="h-48" />
    </div>
  )
}

/** A failed load: what happened, in Portuguese, and a retry (never an endless spinner). */
export function VistoriaErro({
  mensagem,
  onRetry,
  retrying,
}: {
  mensagem: string
  onRetry?: () => void
  retrying?: boolean
}) {
  return (
    <div role="alert" className="mx-auto grid max-w-md justify-items-center gap-3 py-16 text-center">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <p className="font-medium text-base">{mensagem}</p>
      {onRetry && (
        <Button variant="outline" className="h-11 md:h-10" onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
          Tentar novamente
        </Button>
      )}
    </div>
  )
}
