import type { UseQueryResult } from '@tanstack/react-query'
import { AlertTriangle, RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { EstadosDaConsulta } from '../../../../components/estados-da-consulta'
import { Button } from '../../../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card'
import { Skeleton } from '../../../../components/ui/skeleton'
import { ApiError } from '../../../../lib/api-client'

/** The page's shape while it loads: a header and two columns of cards. */
function HistoricoSkeleton({ rotulo }: { rotulo: string }) {
  return (
    <div className="grid gap-4" role="status" aria-label={rotulo}>
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <Skeleton className="h-72" />
        <Skeleton className="h-48" />
      </div>
    </div>
  )
}

/** A failed load: not found, or what happened with a retry (never an endless spinner). */
function HistoricoErro({
  erro,
  naoEncontrado,
  onRetry,
  retrying,
}: {
  erro: unknown
  naoEncontrado: string
  onRetry: () => void
  retrying: boolean
}) {
  const status = erro instanceof ApiError ? erro.status : 0
  const ausente = status === 404 || status === 400
  return (
    <div role="alert" className="mx-auto grid max-w-md justify-items-center gap-3 py-16 text-center">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <p className="font-medium text-base">
        {ausente ? naoEncontrado : 'Não foi possível carregar o histórico.'}
      </p>
      {!ausente && (
        <Button variant="outline" className="h-11 md:h-10" onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
          Tentar novamente
        </Button>
      )}
    </div>
  )
}

/** A history page's load: its skeleton, then the page, or the error ('não encontrado' for a bad id). */
export function HistoricoCarregado<T>({
  query,
  rotulo,
  naoEncontrado,
  children,
}: {
  query: UseQueryResult<T>
  rotulo: string
  naoEncontrado: string
  children: (historico: T) => ReactNode
}) {
  return (
    <EstadosDaConsulta
      query={query}
      carregando={<HistoricoSkeleton rotulo={rotulo} />}
      erro={(falha) => <HistoricoErro {...falha} naoEncontrado={naoEncontrado} />}
    >
      {children}
    </EstadosDaConsulta>
  )
}

/** One section of a history page, with its Portuguese empty state. */
export function HistoricoSecao({
  titulo,
  vazio,
  children,
  acao,
}: {
  titulo: string
  vazio: string | null
  children?: ReactNode
  acao?: ReactNode
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-base">{titulo}</CardTitle>
        {acao}
      </CardHeader>
      <CardContent>{vazio ? <p className="text-muted-foreground text-sm">{vazio}</p> : children}</CardContent>
    </Card>
  )
}
