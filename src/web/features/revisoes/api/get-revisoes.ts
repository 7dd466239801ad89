import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { revisoesPage, type revisoesQuery } from '../../../../shared/revisoes/revisoes.schemas'
import { apiFetch } from '../../../lib/api-client'
import { queryString } from '../../../lib/query-string'

export type RevisoesListQuery = z.output<typeof revisoesQuery>

/** The cache root the live event 'agenda' refreshes (eventos-ao-vivo.ts): every revisions list. */
export const revisoesKeys = { all: ['revisoes'] as const }

/** GET /api/revisoes: one page of the open revisions of a filter, by due date. */
export const listRevisoes = async (query: RevisoesListQuery, signal?: AbortSignal) =>
  revisoesPage.parse(await apiFetch<unknown>(`/api/revisoes${queryString(query)}`, { signal }))

export const revisoesQueryOptions = (query: RevisoesListQuery) =>
  queryOptions({
    queryKey: [...revisoesKeys.all, 'lista', query],
    queryFn: ({ signal }) => listRevisoes(query, signal),
    placeholderData: keepPreviousData,
  })

export const useRevisoes = (query: RevisoesListQuery) => useQuery(revisoesQueryOptions(query))
