import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { toast } from 'sonner'
import { cn } from '../../lib/cn'
import { useIsMobile } from '../../lib/use-media-query'
import { Card } from '../ui/card'
import { ListPagination, pageCount } from './list-pagination'
import { ListError, ListSkeleton } from './list-states'
import type { ListPage } from './types'
import type { PageAnchor } from './use-list-params'

export type PagedListProps<TPage extends ListPage<unknown>> = {
  /** The page's query; with `keepPreviousData` the rows stay on screen while the next ones load. */
  list: UseQueryResult<TPage>
  page: number
  pageSize: number
  onPageChange: (page: number, anchor?: PageAnchor) => void
  /** For lists whose server reads a page from the row it was turned from (the registers, decision 015). */
  getRowId?: (row: TPage['items'][number]) => string
  /** SPEC §8 'Erro ao carregar …': the toast's title and the error state's. */
  errorTitle: string
  /** Columns of the loading skeleton's rows. */
  columns: number
  empty: ReactNode
  table: (data: TPage) => ReactNode
  /** Phones (< 768 px) get cards instead of the table. */
  cards: (data: TPage) => ReactNode
}

/**
 * The body of a list screen (UI.md "four states"): a skeleton while loading, the error with 'Tentar
 * novamente', the empty state, or the rows (table, cards on phones), then the pagination.
 */
export function PagedList<TPage extends ListPage<unknown>>({
  list,
  page,
  pageSize,
  onPageChange,
  getRowId,
  errorTitle,
  columns,
  empty,
  table,
  cards,
}: PagedListProps<TPage>) {
  const isMobile = useIsMobile()
  const data = list.data

  useEffect(() => {
    if (list.errorUpdatedAt) toast.error(errorTitle, { description: 'Tente novamente mais tarde' })
  }, [list.errorUpdatedAt, errorTitle])

  // Deleting (or receiving) the last rows of the last page leaves a page past the end: step back to it.
  const lastPage = !data ? 1 : data.totalExact ? pageCount(data.total, pageSize) : Number.POSITIVE_INFINITY
  useEffect(() => {
    if (data && !list.isPlaceholderData && page > lastPage) onPageChange(lastPage)
  }, [data, list.isPlaceholderData, page, lastPage, onPageChange])

  // Próxima and Anterior name the row they turn from, so the server reads a deep page from that row.
  const turnPage = (next: number) => {
    const forward = next > page
    const edge = forward ? data?.items.at(-1) : data?.items[0]
    if (!getRowId || edge === undefined) return onPageChange(next)
    onPageChange(next, forward ? { after: getRowId(edge) } : { before: getRowId(edge) })
  }

  let body: ReactNode
  if (list.isPending) body = <ListSkeleton cards={isMobile} columns={columns} />
  else if (!data)
    body = <ListError title={errorTitle} onRetry={() => void list.refetch()} retrying={list.isFetching} />
  else if (data.items.length === 0) body = empty
  else body = isMobile ? cards(data) : table(data)
  const framed = isMobile && data !== undefined && data.items.length > 0

  return (
    <>
      <div
        aria-busy={list.isFetching}
        className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}
      >
        {framed ? body : <Card className="overflow-hidden">{body}</Card>}
      </div>
      {data && data.total > 0 && (
        <ListPagination
          page={Math.min(page, lastPage)}
          pageSize={pageSize}
          total={data.total}
          totalExact={data.totalExact}
          itemCount={data.items.length}
          onPageChange={turnPage}
          busy={list.isPlaceholderData}
        />
      )}
    </>
  )
}
