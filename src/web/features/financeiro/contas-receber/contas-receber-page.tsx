import { ArrowLeftRight, BellRing, FilterX } from 'lucide-react'
import { Link } from 'react-router'
import { financeiroMessages as m } from '../../../../shared/financeiro/financeiro.messages'
import { can } from '../../../../shared/permissoes/permissoes'
import { ListEmpty } from '../../../components/list/list-states'
import { PagedList } from '../../../components/list/paged-list'
import { useListParams } from '../../../components/list/use-list-params'
import { PageHeader } from '../../../components/page-header'
import { Button } from '../../../components/ui/button'
import { useCurrentMe } from '../../../lib/current-me'
import { useTitulos } from '../api/get-titulos'
import { ContasReceberFiltros } from './contas-receber-filtros'
import { readContasReceberParams, TITULOS_PAGE_SIZE, titulosFilterKeys } from './contas-receber-params'
import { ContasReceberResumo } from './contas-receber-resumo'
import { TitulosCards } from './titulos-cards'
import { TitulosTabela } from './titulos-tabela'

/** /contas-receber (SPEC §2): summary cards, filters, the titles by due date, 'Receber' and PIX. */
export function ContasReceberPage() {
  const canReceive = can(useCurrentMe(), 'contas_receber', 'edit')
  const params = useListParams(titulosFilterKeys)
  const { filters, activeFilters, periodoInvalido, query } = readContasReceberParams(
    params.searchParams,
    params,
  )
  const list = useTitulos(query)
  const filtering = activeFilters > 0

  return (
    <>
      <PageHeader
        title="Contas a Receber"
        description="Títulos das ordens de serviço faturadas"
        actions={
          // Today's payment reminders and the PIX the bank reported (issue 24): same permission as this page.
          <>
            <Button variant="outline" asChild className="h-11 md:h-10">
              <Link to="/financeiro/cobrancas-do-dia">
                <BellRing aria-hidden="true" />
                Cobranças do dia
              </Link>
            </Button>
            <Button variant="outline" asChild className="h-11 md:h-10">
              <Link to="/financeiro/conciliacao-pix">
                <ArrowLeftRight aria-hidden="true" />
                Conciliação PIX
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid grid-cols-1 gap-4">
        <ContasReceberResumo resumo={list.data?.resumo} loading={list.isPending || list.isFetching} />
        <ContasReceberFiltros
          filters={filters}
          activeFilters={activeFilters}
          periodoInvalido={periodoInvalido}
          onFiltersChange={params.setFilters}
          onClear={params.clearFilters}
        />
        <PagedList
          list={list}
          page={params.page}
          pageSize={TITULOS_PAGE_SIZE}
          onPageChange={params.setPage}
          errorTitle={m.erroBuscar}
          columns={9}
          empty={
            <ListEmpty
              title="Nenhum título encontrado"
              description={
                filtering
                  ? 'Nenhum título corresponde aos filtros escolhidos.'
                  : 'Os títulos aparecem aqui quando uma OS é faturada.'
              }
              action={
                filtering && (
                  <Button variant="outline" onClick={params.clearFilters}>
                    <FilterX aria-hidden="true" />
                    Limpar Filtros
                  </Button>
                )
              }
            />
          }
          table={(data) => <TitulosTabela rows={data.items} hoje={data.hoje} canReceive={canReceive} />}
          cards={(data) => <TitulosCards rows={data.items} hoje={data.hoje} canReceive={canReceive} />}
        />
      </div>
    </>
  )
}
