import { AlertTriangle, RefreshCw } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { InfoTip } from '../../components/ui/info-tip'
import { Skeleton } from '../../components/ui/skeleton'
import type { IndicadorRelatorio } from './relatorio-indicadores'

/** Loading: KPI cards and two sections in skeletons. */
export function RelatorioSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-label="Carregando relatório">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-72" />
      <Skeleton className="h-72" />
    </div>
  )
}

export function RelatorioErro({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="mx-auto grid max-w-md justify-items-center gap-3 py-16 text-center">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <p className="text-base font-medium">Erro ao carregar relatório</p>
      <Button variant="outline" className="h-11 md:h-10" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
        Tentar novamente
      </Button>
    </div>
  )
}

/** The report's headline figures, each with its definition behind an ⓘ. */
export function Indicadores({ itens }: { itens: IndicadorRelatorio[] }) {
  return (
    <section aria-label="Indicadores" className="mb-6">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 print:grid-cols-4">
        {itens.map((k) => (
          <li key={k.indicador.nome} className="min-w-0">
            <Card
              role="group"
              aria-label={k.indicador.nome}
              className="grid h-full gap-1 p-4 break-inside-avoid"
            >
              <div className="flex items-center gap-1">
                <p className="text-sm text-muted-foreground">{k.indicador.nome}</p>
                <InfoTip indicador={k.indicador} />
              </div>
              <p className="truncate text-xl font-semibold tabular-nums">{k.valor}</p>
              {k.detalhe && <p className="text-xs text-muted-foreground">{k.detalhe}</p>}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
