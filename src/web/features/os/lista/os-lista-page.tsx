import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ClipboardList, FilterX } from 'lucide-react'
import { useState } from 'react'
import { osMessages as m } from '../../../../shared/os/os.messages'
import { can } from '../../../../shared/permissoes/permissoes'
import { ListEmpty } from '../../../components/list/list-states'
import { PagedList } from '../../../components/list/paged-list'
import { useListParams } from '../../../components/list/use-list-params'
import { PageHeader } from '../../../components/page-header'
import { Button } from '../../../components/ui/button'
import { useCurrentMe } from '../../../lib/current-me'
import { osKeys } from '../../../lib/query-keys'
import { listOs } from '../api/os-api'
import { NovaOsButton } from './nova-os-button'
import { OsBulkBar } from './os-bulk-bar'
import { OsBulkDeleteDialog, OsBulkStatusDialog } from './os-bulk-dialogs'
import { OsCards } from './os-cards'
import { OsExportarMenu } from './os-exportar-menu'
import { OsFiltros } from './os-filtros'
import { nextSortDir, OS_PAGE_SIZE, osFilterKeys, readOsListaParams, sortPatch } from './os-lista-params'
import { OsResumoCards } from './os-resumo-cards'
import { OsTabela } from './os-tabela'
import { useOsBulkActions } from './use-os-bulk-actions'
import { useOsSelection } from './use-os-selection'

/** /os (SPEC §2 "OS list"): summary cards, search and filters, the list, and the bulk actions. */
export function OsListaPage() {
  const me = useCurrentMe()
  const canCreate = can(me, 'os', 'create')
  const canEdit = can(me, 'os', 'edit')
  const canDelete = can(me, 'os', 'delete')
  const params = useListParams(osFilterKeys)
  const { filters, activeFilters, sort, dir, query } = readOsListaParams(params.searchParams, params)
  const list = useQuery({
    queryKey: osKeys.list(query),
    queryFn: ({ signal }) => listOs(query, signal),
    placeholderData: keepPreviousData,
  })
  const rows = list.data?.items ?? []
  const selection = useOsSelection(rows, JSON.stringify(query))
  const [dialog, setDialog] = useState<'status' | 'excluir' | null>(null)
  const bulk = useOsBulkActions(() => {
    selection.clear()
    setDialog(null)
  })

  const filtering = params.q !== '' || activeFilters > 0
  const clearAll = () => {
    params.clearSearch()
    params.clearFilters()
  }
  const rowsSelection = canEdit || canDelete ? selection : null

  return (
    <>
      <PageHeader
        title="Ordens de Serviço"
        actions={
          <>
            <OsExportarMenu query={query} />
            {canCreate && <NovaOsButton />}
          </>
        }
      />
      <div className="grid grid-cols-1 gap-4">
        <OsResumoCards resumo={list.data?.resumo} loading={list.isPending || list.isFetching} />
        <OsFiltros
          search={params.search}
          onSearchChange={params.setSearch}
          filters={filters}
          activeFilters={activeFilters}
          onFiltersChange={params.setFilters}
          onClear={params.clearFilters}
          sort={sort}
          dir={dir}
          onSortChange={(key, nextDir) => params.setFilters(sortPatch(key, nextDir))}
        />
        <PagedList
          list={list}
          page={params.page}
          pageSize={OS_PAGE_SIZE}
          onPageChange={params.setPage}
          errorTitle={m.erroCarregar}
          columns={9}
          empty={
            <ListEmpty
              icon={ClipboardList}
              title={m.nenhumaOs}
              action={
                filtering ? (
                  <Button variant="outline" onClick={clearAll}>
                    <FilterX aria-hidden="true" />
                    Limpar filtros
                  </Button>
                ) : (
                  canCreate && <NovaOsButton />
                )
              }
            />
          }
          table={(data) => (
            <OsTabela
              rows={data.items}
              hoje={data.hoje}
              selection={rowsSelection}
              canEdit={canEdit}
              sort={sort}
              dir={dir}
              onSort={(key) => params.setFilters(sortPatch(key, nextSortDir(key, sort, dir)))}
            />
          )}
          cards={(data) => (
            <OsCards rows={data.items} hoje={data.hoje} selection={rowsSelection} canEdit={canEdit} />
          )}
        />
        {/* Room under the last row, so the floating bar never hides it. */}
        {selection.count > 0 && <div className="h-16" aria-hidden="true" />}
      </div>
      {rowsSelection && selection.count > 0 && (
        <OsBulkBar
          count={selection.count}
          query={query}
          onChangeStatus={canEdit ? () => setDialog('status') : undefined}
          onDelete={canDelete ? () => setDialog('excluir') : undefined}
          onClear={selection.clear}
        />
      )}
      {dialog === 'status' && (
        <OsBulkStatusDialog
          count={selection.count}
          canCancel={canDelete}
          busy={bulk.changingStatus}
          onConfirm={(status, motivo) =>
            void bulk.changeStatus(selection.ids, status, motivo).catch(() => {})
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'excluir' && (
        <OsBulkDeleteDialog
          count={selection.count}
          busy={bulk.removing}
          onConfirm={() => void bulk.remove(selection.ids).catch(() => {})}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  )
}
