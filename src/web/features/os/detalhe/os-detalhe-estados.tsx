import { AlertTriangle, FileQuestion, RefreshCw } from 'lucide-react'
import { Link } from 'react-router'
import { osMessages } from '../../../../shared/os/os.messages'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { usePageTitle } from '../../../lib/use-page-title'

/** Loading: the page's shape (header, three cards, items, history) in skeletons. */
export function OsDetalheSkeleton() {
  usePageTitle('Ordem de Serviço')
  return (
    <div className="grid gap-4" role="status" aria-label="Carregando ordem de serviço">
      <Skeleton className="h-4 w-32" />
      <div className="flex flex-wrap items-center gap-2">
        <Skeleton className="h-8 w-44" />
        <Skeleton className="h-6 w-24" />
      </div>
      <Skeleton className="h-4 w-80 max-w-full" />
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
      <Skeleton className="h-64" />
      <Skeleton className="h-40" />
    </div>
  )
}

/** Error: the spec's message and a retry. */
export function OsDetalheErro({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  usePageTitle('Ordem de Serviço')
  return (
    <div role="alert" className="mx-auto grid max-w-md justify-items-center gap-3 py-16 text-center">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <p className="text-base font-medium">{osMessages.erroCarregar}</p>
      <p className="text-sm text-muted-foreground">Tente novamente mais tarde.</p>
      <Button variant="outline" className="h-11 md:h-10" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
        Tentar novamente
      </Button>
    </div>
  )
}

/** 404: the OS does not exist (or belongs to another company). */
export function OsNaoEncontrada() {
  usePageTitle('OS não encontrada')
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-3 py-16 text-center">
      <FileQuestion className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">OS não encontrada</h1>
      <p className="text-sm text-muted-foreground">Esta ordem de serviço não existe ou foi excluída.</p>
      <Button asChild className="h-11 md:h-10">
        <Link to="/os">Voltar para Ordens de Serviço</Link>
      </Button>
    </div>
  )
}
