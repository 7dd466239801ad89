import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Plus, Search } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { cn } from '../../lib/cn'
import { useIsMobile } from '../../lib/use-media-query'
import { PageHeader } from '../page-header'
import { Button } from '../ui/button'
import { Card } from '../ui/card'
import { Input } from '../ui/input'
import { ConfirmDeleteDialog } from './confirm-delete-dialog'
import { ListEmpty, ListError, ListSkeleton } from './list-states'
import { RegisterCards } from './register-cards'
import { pageCount, RegisterPagination } from './register-pagination'
import { RegisterTable } from './register-table'
import type { ListPage, ListParams, RegisterColumn } from './types'
import { useListParams } from './use-list-params'

/** SPEC §9: lists page by 10. */
export const REGISTER_PAGE_SIZE = 10

export type RegisterListProps<T> = {
  title: string
  description?: string
  /** Accessible name of the search box, e.g. 'Buscar clientes'. */
  searchLabel: string
  searchPlaceholder: string
  /** Cache key prefix; the list params are appended. Mutations invalidate this prefix. */
  queryKey: readonly unknown[]
  fetchPage: (params: ListParams, signal: AbortSignal) => Promise<ListPage<T>>
  columns: RegisterColumn<T>[]
  getRowId: (row: T) => string
  /** Names the record in the action buttons and the delete confirmation. */
  getRowLabel: (row: T) => string
  /** SPEC §8 "Loading": 'Erro ao carregar clientes' etc. */
  loadErrorTitle: string
  addLabel?: string
  /** Each action is left undefined when the user may not use it, and its button is not drawn. */
  onAdd?: () => void
  onEdit?: (row: T) => void
  /** Deletes and shows its own toasts; the confirmation closes when the promise settles. */
  onDelete?: (row: T) => Promise<unknown>
}

/**
 * The reusable register list screen (SPEC §2): title, search, Adicionar, table (cards on phones), edit and
 * delete per row, pagination and the delete confirmation. Search and paging run on the server.
 */
export function RegisterList<T>({
  title,
  description,
  searchLabel,
  searchPlaceholder,
  queryKey,
  fetchPage,
  columns,
  getRowId,
  getRowLabel,
  loadErrorTitle,
  addLabel = 'Adicionar',
  onAdd,
  onEdit,
  onDelete,
}: RegisterListProps<T>) {
  const isMobile = useIsMobile()
  const { q, page, after, before, search, setSearch, setPage, clearSearch } = useListParams()
  const params: ListParams = { q, page, pageSize: REGISTER_PAGE_SIZE, after, before }
  const list = useQuery({
    queryKey: [...queryKey, params],
    queryFn: ({ signal }) => fetchPage(params, signal),
    // Paging and searching keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  })
  const [toDelete, setToDelete] = useState<T | null>(null)
  const [deleting, setDeleting] = useState(false)

  useEffect(() => {
    if (list.errorUpdatedAt) toast.error(loadErrorTitle, { description: 'Tente novamente mais tarde' })
  }, [list.errorUpdatedAt, loadErrorTitle])

  // Deleting the last row of the last page leaves a page past the end: step back to the real last page.
  const data = list.data
  const lastPage = !data
    ? 1
    : data.totalExact
      ? pageCount(data.total, REGISTER_PAGE_SIZE)
      : Number.POSITIVE_INFINITY
  useEffect(() => {
    if (data && !list.isPlaceholderData && page > lastPage) setPage(lastPage)
  }, [data, list.isPlaceholderData, page, lastPage, setPage])

  const confirmDelete = async () => {
    if (!toDelete || !onDelete) return
    setDeleting(true)
    try {
      await onDelete(toDelete)
    } catch {
      // The caller already told the user why; the confirmation just closes.
    } finally {
      setDeleting(false)
      setToDelete(null)
    }
  }

  // Próxima and Anterior name the row they turn from, so the server reads a deep page from that row.
  const turnPage = (next: number) => {
    const rows = data?.items ?? []
    const forward = next > page
    const edge = forward ? rows.at(-1) : rows[0]
    setPage(next, edge && (forward ? { after: getRowId(edge) } : { before: getRowId(edge) }))
  }

  const actions = { onEdit, onDelete: onDelete ? setToDelete : undefined, getRowLabel }
  const Rows = isMobile ? RegisterCards : RegisterTable

  let body: ReactNode
  if (list.isPending) body = <ListSkeleton cards={isMobile} columns={columns.length} />
  else if (!data)
    body = <ListError title={loadErrorTitle} onRetry={() => void list.refetch()} retrying={list.isFetching} />
  else if (data.items.length === 0)
    body = <ListEmpty searching={q !== ''} onAdd={onAdd} addLabel={addLabel} onClearSearch={clearSearch} />
  else
    body = <Rows rows={data.items} columns={columns} getRowId={getRowId} actions={actions} caption={title} />
  const framed = isMobile && data && data.items.length > 0

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          onAdd && (
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" />
              {addLabel}
            </Button>
          )
        }
      />
      <div className="grid gap-4">
        <div className="relative max-w-md">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={searchLabel}
            placeholder={searchPlaceholder}
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div
          aria-busy={list.isFetching}
          className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}
        >
          {framed ? body : <Card className="overflow-hidden">{body}</Card>}
        </div>
        {data && data.total > 0 && (
          <RegisterPagination
            page={Math.min(page, lastPage)}
            pageSize={REGISTER_PAGE_SIZE}
            total={data.total}
            totalExact={data.totalExact}
            itemCount={data.items.length}
            onPageChange={turnPage}
            busy={list.isPlaceholderData}
          />
        )}
      </div>
      <ConfirmDeleteDialog
        open={toDelete !== null}
        recordLabel={toDelete ? getRowLabel(toDelete) : null}
        deleting={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  )
}
