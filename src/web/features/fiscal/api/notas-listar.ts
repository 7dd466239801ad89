import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type NotasListQuery, notasPage } from '../../../../shared/fiscal/relatorio.schemas'
import { apiFetch } from '../../../lib/api-client'
import { queryString } from '../../../lib/query-string'

/** Under ['fiscal', …] like every NFS-e query: the live event 'fiscal' refreshes the list and its cards. */
export const notasKeys = {
  lista: (query: NotasListQuery) => ['fiscal', 'notas', 'lista', query] as const,
}

/** GET /api/notas-fiscais: one page of the filtered notes with the period's cards. */
export const listarNotas = async (query: NotasListQuery, signal?: AbortSignal) =>
  notasPage.parse(await apiFetch<unknown>(`/api/notas-fiscais${queryString(query)}`, { signal }))

export const notasQuery = (query: NotasListQuery) =>
  queryOptions({
    queryKey: notasKeys.lista(query),
    queryFn: ({ signal }) => listarNotas(query, signal),
    placeholderData: keepPreviousData,
  })

export const useNotas = (query: NotasListQuery) => useQuery(notasQuery(query))
