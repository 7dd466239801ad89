import { useQuery } from '@tanstack/react-query'
import { Ban } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { todayInTimeZone } from '../../../../shared/formatos/data'
import type { OsView } from '../../../../shared/os/os.schemas'
import type { OsStatus } from '../../../../shared/os/os-status'
import { can } from '../../../../shared/permissoes/permissoes'
import { ApiError } from '../../../lib/api-client'
import { useCurrentMe } from '../../../lib/current-me'
import { osKeys } from '../../../lib/query-keys'
import { usePageTitle } from '../../../lib/use-page-title'
import { OsNotaFiscal } from '../../fiscal/os/os-nota-fiscal'
import { VistoriasDaOs } from '../../vistoria/vistorias-da-os'
import { semBloqueadasPorFaturamento } from '../acoes/os-faturamento-action-list'
import { osStatusActions } from '../acoes/os-status-action-list'
import { OsStatusActions } from '../acoes/os-status-actions'
import { getOs } from '../api/os-api'
import { OsFotos } from '../fotos/os-fotos'
import { OsDetalheErro, OsDetalheSkeleton, OsNaoEncontrada } from './os-detalhe-estados'
import { OsDetalheHeader } from './os-detalhe-header'
import { OsExecucao } from './os-execucao'
import { OsHistorico } from './os-historico'
import { OS_IMPRESSAO_ID, OsAssinaturas, OsImpressaoEstilos } from './os-impressao'
import { OsItens } from './os-itens'
import { OsOrcamento } from './os-orcamento'
import { OsPartes } from './os-partes'
import { OsRecusaBanner } from './os-recusa-banner'
import { OsTitulos } from './os-titulos'

/** Photos may be added from approval until the work is concluded (and fixed up once concluded). */
const fotosEditaveis: readonly OsStatus[] = ['aprovado', 'em_execucao', 'aguardando_peca', 'concluido']
const fechadas: readonly OsStatus[] = ['entregue', 'cancelado']

/** /os/:id — one OS with everything recorded about it, its status buttons and a clean printout. */
export function OsDetalhePage() {
  const { id = '' } = useParams()
  const query = useQuery({
    queryKey: osKeys.detail(id),
    queryFn: ({ signal }) => getOs(id, signal),
    enabled: id !== '',
  })

  if (query.isPending) return <OsDetalheSkeleton />
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0
    // A malformed id is answered 400 by the route's validation: for the user it is the same missing OS.
    if (status === 404 || status === 400) return <OsNaoEncontrada />
    return <OsDetalheErro onRetry={() => void query.refetch()} retrying={query.isFetching} />
  }
  return <OsDetalhe os={query.data} />
}

function OsDetalhe({ os }: { os: OsView }) {
  const me = useCurrentMe()
  const timeZone = me.empresa.fuso_horario
  usePageTitle(os.numero_os)
  const podeEditarOs = can(me, 'os', 'edit')
  const temAcoes = semBloqueadasPorFaturamento(osStatusActions(os.status, me), os).length > 0
  useImprimirAoAbrir()

  return (
    <div id={OS_IMPRESSAO_ID} className="min-w-0">
      <OsImpressaoEstilos />
      <OsDetalheHeader
        os={os}
        hoje={todayInTimeZone(timeZone)}
        empresa={me.empresa.nome_empresa}
        podeEditar={podeEditarOs && !fechadas.includes(os.status)}
        onImprimir={() => window.print()}
      />

      <OsRecusaBanner os={os} />

      {os.status === 'cancelado' && (
        <div
          role="note"
          className="mb-4 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 print:border-black print:bg-white print:text-black"
        >
          <Ban className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-medium">Motivo do cancelamento</p>
            <p className="mt-0.5 whitespace-pre-line break-words" data-testid="motivo-cancelamento">
              {os.motivo_cancelamento || 'Não informado'}
            </p>
          </div>
        </div>
      )}

      <div className="grid gap-4">
        <OsPartes os={os} />
        <OsItens os={os} />
        <OsTitulos os={os} />
        {can(me, 'fiscal') && <OsNotaFiscal os={os} />}
        <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-1">
          <OsOrcamento os={os} timeZone={timeZone} />
          <OsExecucao os={os} timeZone={timeZone} />
        </div>
        <div className="print:hidden">
          <OsFotos os={os} editable={podeEditarOs && fotosEditaveis.includes(os.status)} />
        </div>
        <div className="print:hidden">
          <VistoriasDaOs
            osId={os.id}
            podeIniciar={podeEditarOs && os.status !== 'cancelado'}
            timeZone={timeZone}
          />
        </div>
        <OsHistorico os={os} timeZone={timeZone} />
      </div>

      <OsAssinaturas cliente={os.cliente?.nome_razao ?? null} />

      {temAcoes && (
        <>
          {/* Keeps the last card clear of the fixed bar on phones. */}
          <div className="h-16 md:hidden print:hidden" aria-hidden="true" />
          <section
            aria-label="Ações da OS"
            className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-border bg-surface/95 px-4 py-2 backdrop-blur md:hidden print:hidden"
          >
            <OsStatusActions os={os} layout="bar" />
          </section>
        </>
      )}
    </div>
  )
}

/** `?imprimir=1` (the list's print button) opens the print dialog once the OS is on screen. */
function useImprimirAoAbrir() {
  const [searchParams, setSearchParams] = useSearchParams()
  const pedido = searchParams.get('imprimir') === '1'
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  useEffect(() => {
    if (!pedido || timer.current !== undefined) return
    // One frame for the page (and its fonts) to lay out before the dialog freezes it; then the flag is
    // dropped, so reloading the page does not print again.
    timer.current = window.setTimeout(() => {
      window.print()
      setSearchParams(
        (params) => {
          params.delete('imprimir')
          return params
        },
        { replace: true },
      )
    }, 250)
  }, [pedido, setSearchParams])
}
