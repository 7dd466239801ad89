import { FilterX, Inbox } from 'lucide-react'
import { type ReactNode, useEffect } from 'react'
import { financeiroMessages as m } from '../../../../shared/financeiro/financeiro.messages'
import { can } from '../../../../shared/permissoes/permissoes'
import { PageHeader } from '../../../components/page-header'
import { ListError, ListSkeleton } from '../../../components/register-list/list-states'
import { pageCount, RegisterPagination } from '../../../components/register-list/register-pagination'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { cn } from '../../../lib/cn'
import { useCurrentMe } from '../../../lib/current-me'
import { useIsMobile } from '../../../lib/use-media-query'
import { useTitulos } from '../api/get-titulos'
import { ContasReceberFiltros } from './contas-receber-filtros'
import { filtrosAtivos, TITULOS_PAGE_SIZE } from './contas-receber-params'
import { ContasReceberResumo } from './contas-receber-resumo'
import { TitulosCards } from './titulos-cards'
import { TitulosTabela } from './titulos-tabela'
import { useContasReceberParams } from './use-contas-receber-params'

/** /contas-receber (SPEC §2): summary cards, filters, the titles by due date, 'Receber' and PIX. */
export function ContasReceberPage() {
  const me = useCurrentMe()
  const podeReceber = can(me, 'contas_receber', 'edit')
  const isMobile = useIsMobile()
  const params = useContasReceberParams()
  const { query, page, setPage, filtros } = params
  const list = useTitulos(query)
  const data = list.data
  const rows = data?.items ?? []
  const ativos = filtrosAtivos(filtros)

  // A receipt on the last row of a filtered last page can empty it: step back to the real last page.
  const lastPage = !data
    ? 1
    : data.totalExact
      ? pageCount(data.total, TITULOS_PAGE_SIZE)
      : Number.POSITIVE_INFINITY
  useEffect(() => {
    if (data && !list.isPlaceholderData && page > lastPage) setPage(lastPage)
  }, [data, list.isPlaceholderData, page, lastPage, setPage])

  let body: ReactNode
  if (list.isPending) body = <ListSkeleton cards={isMobile} columns={9} />
  else if (!data)
    body = <ListError title={m.erroBuscar} onRetry={() => void list.refetch()} retrying={list.isFetching} />
  else if (rows.length === 0) body = <Vazio filtrando={ativos > 0} onClear={params.limparFiltros} />
  else if (isMobile) body = <TitulosCards rows={rows} hoje={data.hoje} podeReceber={podeReceber} />
  else body = <TitulosTabela rows={rows} hoje={data.hoje} podeReceber={podeReceber} />
  const framed = isMobile && rows.length > 0

  return (
    <>
      <PageHeader title="Contas a Receber" description="Títulos das ordens de serviço faturadas" />
      <div className="grid grid-cols-1 gap-4">
        <ContasReceberResumo resumo={data?.resumo} loading={list.isPending || list.isFetching} />
        <ContasReceberFiltros
          filtros={filtros}
          ativos={ativos}
          periodoInvalido={params.periodoInvalido}
          onChange={params.setFiltros}
          onClear={params.limparFiltros}
        />
        <div
          aria-busy={list.isFetching}
          className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}
        >
          {framed ? body : <Card className="overflow-hidden">{body}</Card>}
        </div>
        {data && data.total > 0 && (
          <RegisterPagination
            page={Math.min(page, lastPage)}
            pageSize={TITULOS_PAGE_SIZE}
            total={data.total}
            totalExact={data.totalExact}
            itemCount={rows.length}
            onPageChange={setPage}
            busy={list.isPlaceholderData}
          />
        )}
      </div>
    </>
  )
}

function Vazio({ filtrando, onClear }: { filtrando: boolean; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Inbox className="size-6" aria-hidden="true" />
      </span>
      <p className="text-sm font-medium">Nenhum título encontrado</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {filtrando
          ? 'Nenhum título corresponde aos filtros escolhidos.'
          : 'Os títulos aparecem aqui quando uma OS é faturada.'}
      </p>
      {filtrando && (
        <Button variant="outline" onClick={onClear}>
          <FilterX aria-hidden="true" />
          Limpar Filtros
        </Button>
      )}
    </div>
  )
}
