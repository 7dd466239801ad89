import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type TitulosListQuery, titulosPage } from '../../../../shared/financeiro/financeiro.schemas'
import { apiFetch } from '../../../lib/api-client'
import { queryString } from '../../../lib/query-string'

/** Every receivable query starts with `financeiro`: a receipt or an invoice refreshes them all. */
export const financeiroKeys = {
  all: ['financeiro'] as const,
  titulos: (query: TitulosListQuery) => ['financeiro', 'titulos', query] as const,
}

/** GET /api/titulos: one page of titles with the three summary cards and the company's today. */
export const listTitulos = async (query: TitulosListQuery, signal?: AbortSignal) =>
  titulosPage.parse(await apiFetch<unknown>(`/api/titulos${queryString(query)}`, { signal }))

export const titulosQuery = (query: TitulosListQuery) =>
  queryOptions({
    queryKey: financeiroKeys.titulos(query),
    queryFn: ({ signal }) => listTitulos(query, signal),
    placeholderData: keepPreviousData,
  })

export const useTitulos = (query: TitulosListQuery) => useQuery(titulosQuery(query))
