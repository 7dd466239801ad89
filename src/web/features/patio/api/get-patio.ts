import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type PatioQuery, type PatioView, patioView } from '../../../../shared/patio/patio.schemas'
import { apiFetch } from '../../../lib/api-client'
import { osKeys } from '../../../lib/query-keys'
import { queryString } from '../../../lib/query-string'

/** GET /api/patio: the board's columns for these filters. */
export async function getPatio(query: PatioQuery, signal?: AbortSignal): Promise<PatioView> {
  return patioView.parse(await apiFetch<unknown>(`/api/patio${queryString(query)}`, { signal }))
}

// Under the OS key: every OS write (a move, an edit, an invoice) already refreshes `osKeys.all`.
export const patioKey = (query: PatioQuery) => [...osKeys.all, 'patio', query] as const

/** `atualizar`: refetch every so many ms (the TV's 'Tela cheia'); false: only on focus and OS writes. */
export const patioQueryOptions = (query: PatioQuery, atualizar: number | false = false) =>
  queryOptions({
    queryKey: patioKey(query),
    queryFn: ({ signal }) => getPatio(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: atualizar,
  })

export function usePatio(query: PatioQuery, atualizar: number | false = false) {
  return useQuery(patioQueryOptions(query, atualizar))
}
