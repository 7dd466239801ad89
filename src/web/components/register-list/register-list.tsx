import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { ListSearch } from '../list/list-search'
import { ListEmpty } from '../list/list-states'
import { PagedList } from '../list/paged-list'
import type { ListPage, ListParams } from '../list/types'
import { useListParams } from '../list/use-list-params'
import { PageHeader } from '../page-header'
import { Button } from '../ui/button'
import { ConfirmDeleteDialog } from './confirm-delete-dialog'
import { RegisterCards } from './register-cards'
import { RegisterTable } from './register-table'
import type { RegisterColumn } from './types'

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

  const addButton = onAdd && (
    <Button onClick={onAdd}>
      <Plus aria-hidden="true" />
      {addLabel}
    </Button>
  )
  const actions = { onEdit, onDelete: onDelete ? setToDelete : undefined, getRowLabel }
  const rows = (data: ListPage<T>, Rows: typeof RegisterTable) => (
    <Rows rows={data.items} columns={columns} getRowId={getRowId} actions={actions} caption={title} />
  )

  return (
    <>
      <PageHeader title={title} description={description} actions={addButton} />
      <div className="grid gap-4">
        <ListSearch
          label={searchLabel}
          placeholder={searchPlaceholder}
          value={search}
          onChange={setSearch}
          className="max-w-md"
        />
        <PagedList
          list={list}
          page={page}
          pageSize={REGISTER_PAGE_SIZE}
          onPageChange={setPage}
          getRowId={getRowId}
          errorTitle={loadErrorTitle}
          columns={columns.length}
          empty={
            <ListEmpty
              title="Nenhum registro encontrado"
              action={
                q !== '' ? (
                  <Button variant="outline" onClick={clearSearch}>
                    Limpar busca
                  </Button>
                ) : (
                  addButton
                )
              }
            />
          }
          table={(data) => rows(data, RegisterTable)}
          cards={(data) => rows(data, RegisterCards)}
        />
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
