import { AlertTriangle, RotateCw } from 'lucide-react'
import { treinamentoMessages as m } from '../../../shared/treinamento/treinamento.messages'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { Spinner } from '../../components/ui/spinner'

/** Loading: the progress card, the tabs and a few cards, shaped like the page. */
export function TreinamentoSkeleton() {
  return (
    <div role="status" aria-label="Carregando" className="grid gap-6">
      <Card className="grid gap-3 p-4 sm:p-6">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-2.5 w-full" />
      </Card>
      <Skeleton className="h-10 w-full sm:w-96" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Card key={i} className="grid gap-2 p-4">
            <Skeleton className="aspect-video w-full" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
          </Card>
        ))}
      </div>
    </div>
  )
}

export function TreinamentoErro({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-destructive">
        <AlertTriangle className="size-6" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm font-medium">{m.erroCarregar}</p>
        <p className="text-sm text-muted-foreground">Tente novamente mais tarde</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner label="" /> : <RotateCw aria-hidden="true" />}
        Tentar novamente
      </Button>
    </Card>
  )
}
