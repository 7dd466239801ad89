import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { osMessages as m } from '../../../../shared/os/os.messages'
import { can } from '../../../../shared/permissoes/permissoes'
import { PageHeader } from '../../../components/page-header'
import { ListError, ListSkeleton } from '../../../components/register-list/list-states'
import { pageCount, RegisterPagination } from '../../../components/register-list/register-pagination'
import { Card } from '../../../components/ui/card'
import { cn } from '../../../lib/cn'
import { useCurrentMe } from '../../../lib/current-me'
import { osKeys } from '../../../lib/query-keys'
import { useIsMobile } from '../../../lib/use-media-query'
import { listOs } from '../api/os-api'
import { NovaOsButton } from './nova-os-button'
import { OsBulkBar } from './os-bulk-bar'
import { OsBulkDeleteDialog, OsBulkStatusDialog } from './os-bulk-dialogs'
import { OsCards } from './os-cards'
import { OsExportarMenu } from './os-exportar-menu'
import { OsFiltros } from './os-filtros'
import { OsListaVazia } from './os-lista-vazia'
import { OsResumoCards } from './os-resumo-cards'
import { OsTabela } from './os-tabela'
import { useOsBulkActions } from './use-os-bulk-actions'
import { OS_PAGE_SIZE, useOsListParams } from './use-os-list-params'
import { useOsSelection } from './use-os-selection'

/** /os (SPEC §2 "OS list"): summary cards, search and filters, the list, and the bulk actions. */
export function OsListaPage() {
  const me = useCurrentMe()
  const canCreate = can(me, 'os', 'create')
  const canEdit = can(me, 'os', 'edit')
  const canDelete = can(me, 'os', 'delete')
  const isMobile = useIsMobile()
  const params = useOsListParams()
  const { query, page, setPage } = params
  const list = useQuery({
    queryKey: osKeys.list(query),
    queryFn: ({ signal }) => listOs(query, signal),
    placeholderData: keepPreviousData,
  })
  const data = list.data
  const rows = data?.items ?? []
  const selection = useOsSelection(rows, JSON.stringify(query))
  const [dialog, setDialog] = useState<'status' | 'excluir' | null>(null)
  const bulk = useOsBulkActions(() => {
    selection.clear()
    setDialog(null)
  })

  useEffect(() => {
    if (list.errorUpdatedAt) toast.error(m.erroCarregar, { description: 'Tente novamente mais tarde' })
  }, [list.errorUpdatedAt])

  // Deleting the last rows of the last page leaves a page past the end: step back to the real last page.
  const lastPage = !data
    ? 1
    : data.totalExact
      ? pageCount(data.total, OS_PAGE_SIZE)
      : Number.POSITIVE_INFINITY
  useEffect(() => {
    if (data && !list.isPlaceholderData && page > lastPage) setPage(lastPage)
  }, [data, list.isPlaceholderData, page, lastPage, setPage])

  const filtering = params.q !== '' || params.activeFilters > 0
  const clearAll = () => {
    params.clearSearch()
    params.clearFilters()
  }
  const rowsSelection = canEdit || canDelete ? selection : null

  let body: ReactNode
  if (list.isPending) body = <ListSkeleton cards={isMobile} columns={9} />
  else if (!data)
    body = <ListError title={m.erroCarregar} onRetry={() => void list.refetch()} retrying={list.isFetching} />
  else if (rows.length === 0)
    body = <OsListaVazia filtering={filtering} canCreate={canCreate} onClear={clearAll} />
  else if (isMobile)
    body = <OsCards rows={rows} hoje={data.hoje} selection={rowsSelection} canEdit={canEdit} />
  else
    body = (
      <OsTabela
        rows={rows}
        hoje={data.hoje}
        selection={rowsSelection}
        canEdit={canEdit}
        sort={params.sort}
        dir={params.dir}
        onSort={params.toggleSort}
      />
    )
  const framed = isMobile && rows.length > 0

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
        <OsResumoCards resumo={data?.resumo} loading={list.isPending || list.isFetching} />
        <OsFiltros
          search={params.search}
          onSearchChange={params.setSearch}
          filters={params.filters}
          activeFilters={params.activeFilters}
          onFiltersChange={params.setFilters}
          onClear={params.clearFilters}
          sort={params.sort}
          dir={params.dir}
          onSortChange={params.setSort}
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
            pageSize={OS_PAGE_SIZE}
            total={data.total}
            totalExact={data.totalExact}
            itemCount={rows.length}
            onPageChange={setPage}
            busy={list.isPlaceholderData}
          />
        )}
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
