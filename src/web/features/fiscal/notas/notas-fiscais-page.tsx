import { FilterX } from 'lucide-react'
import { relatorioFiscalMessages as m } from '../../../../shared/fiscal/relatorio.schemas'
import { todayInTimeZone } from '../../../../shared/formatos/data'
import { ListEmpty } from '../../../components/list/list-states'
import { PagedList } from '../../../components/list/paged-list'
import { useListParams } from '../../../components/list/use-list-params'
import { PageHeader } from '../../../components/page-header'
import { Button } from '../../../components/ui/button'
import { useCurrentMe } from '../../../lib/current-me'
import { useNotas } from '../api/notas-listar'
import { NotasCards } from './notas-cards'
import { NotasDownloads } from './notas-downloads'
import { NotasFiltros } from './notas-filtros'
import { NOTAS_PAGE_SIZE, notasFilterKeys, readNotasParams } from './notas-params'
import { NotasTabela } from './notas-tabela'
import { NotasTotais } from './notas-totais'

/**
 * /notas-fiscais (issue 28 item 6): the NFS-e of a period (this month by default) with the cards over
 * the authorized ones, filters, the list and the accountant's files.
 */
export function NotasFiscaisPage() {
  const me = useCurrentMe()
  const fuso = me.empresa.fuso_horario
  const params = useListParams(notasFilterKeys)
  const { filters, activeFilters, periodoInvalido, query, mesDoZip } = readNotasParams(
    params.searchParams,
    params,
    todayInTimeZone(fuso),
  )
  const list = useNotas(query)
  const filtering = activeFilters > 0 || Boolean(params.q)
  const { page: _p, pageSize: _s, ...filtros } = query

  return (
    <>
      <PageHeader
        title="Notas fiscais"
        description="NFS-e emitidas pelas ordens de serviço"
        actions={<NotasDownloads filtros={filtros} mes={mesDoZip} />}
      />
      <div className="grid grid-cols-1 gap-4">
        <NotasTotais totais={list.data?.totais} loading={list.isPending || list.isFetching} />
        <NotasFiltros
          filters={filters}
          activeFilters={activeFilters}
          periodoInvalido={periodoInvalido}
          search={params.search}
          onSearchChange={params.setSearch}
          onFiltersChange={params.setFilters}
          onClear={params.clearFilters}
        />
        <PagedList
          list={list}
          page={params.page}
          pageSize={NOTAS_PAGE_SIZE}
          onPageChange={params.setPage}
          errorTitle={m.erroBuscar}
          columns={8}
          empty={
            <ListEmpty
              title="Nenhuma nota fiscal encontrada"
              description={
                filtering
                  ? 'Nenhuma nota corresponde aos filtros escolhidos.'
                  : 'As notas aparecem aqui quando uma NFS-e é emitida pela OS.'
              }
              action={
                filtering && (
                  <Button
                    variant="outline"
                    onClick={() => {
                      params.clearFilters()
                      params.clearSearch()
                    }}
                  >
                    <FilterX aria-hidden="true" />
                    Limpar Filtros
                  </Button>
                )
              }
            />
          }
          table={(data) => <NotasTabela rows={data.items} fuso={fuso} />}
          cards={(data) => <NotasCards rows={data.items} fuso={fuso} />}
        />
      </div>
    </>
  )
}
