import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type AgendaQuery, type AgendaView, agendaView } from '../../../../shared/agenda/agenda.schemas'
import { apiFetch } from '../../../lib/api-client'
import { queryString } from '../../../lib/query-string'
import { agendaKeys } from './agenda-keys'

/** GET /api/agendamentos: the range's appointments, capacity and columns. */
export async function getAgenda(query: AgendaQuery, signal?: AbortSignal): Promise<AgendaView> {
  return agendaView.parse(await apiFetch<unknown>(`/api/agendamentos${queryString(query)}`, { signal }))
}

export function useAgenda(query: AgendaQuery) {
  return useQuery({
    queryKey: agendaKeys.periodo(query),
    queryFn: ({ signal }) => getAgenda(query, signal),
    placeholderData: keepPreviousData,
  })
}
