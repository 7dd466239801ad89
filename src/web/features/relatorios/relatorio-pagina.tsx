import type { UseQueryResult } from '@tanstack/react-query'
import { Printer } from 'lucide-react'
import type { ReactNode } from 'react'
import type { PeriodoQuery } from '../../../shared/relatorios/periodo'
import { PageHeader } from '../../components/page-header'
import { Button } from '../../components/ui/button'
import { PeriodoFiltro } from './periodo-filtro'
import { RelatorioErro, RelatorioSkeleton } from './relatorio-estados'
import { formatPeriodo } from './relatorio-formatos'
import { usePeriodo } from './use-periodo'

/**
 * The frame both reports share: title with the period and 'Imprimir', the period filter kept in the URL,
 * and the loading / error / content states. `useRelatorio` is the report's query hook.
 */
export function RelatorioPagina<R extends { de: string; ate: string }>({
  titulo,
  useRelatorio,
  children,
}: {
  titulo: string
  useRelatorio: (periodo: PeriodoQuery) => UseQueryResult<R>
  children: (relatorio: R, periodo: PeriodoQuery) => ReactNode
}) {
  const [periodo, setPeriodo] = usePeriodo()
  const relatorio = useRelatorio(periodo)
  const r = relatorio.data
  return (
    <>
      <PageHeader
        title={titulo}
        description={r ? formatPeriodo(r) : undefined}
        actions={
          <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Imprimir
          </Button>
        }
      />
      <PeriodoFiltro key={JSON.stringify(periodo)} value={periodo} onChange={setPeriodo} />
      {relatorio.isError && !r ? (
        <RelatorioErro onRetry={() => relatorio.refetch()} retrying={relatorio.isFetching} />
      ) : !r ? (
        <RelatorioSkeleton />
      ) : (
        <div
          aria-busy={relatorio.isFetching}
          className={relatorio.isPlaceholderData ? 'opacity-60' : undefined}
        >
          {children(r, periodo)}
        </div>
      )}
    </>
  )
}
