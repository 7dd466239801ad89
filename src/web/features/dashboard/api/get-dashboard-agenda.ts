import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DashboardAgendaView } from '../../../../shared/dashboard/dashboard-agenda.schemas'
import { apiFetch } from '../../../lib/api-client'
import { dashboardKeys } from '../../../lib/query-keys'

/** GET /api/dashboard/agenda: the agenda cards. Typed, not parsed, like the Dashboard's own request. */
export const getDashboardAgenda = (signal?: AbortSignal) =>
  apiFetch<DashboardAgendaView>('/api/dashboard/agenda', { signal })

// Under the Dashboard key: the 'agenda' live event refreshes it.
export const dashboardAgendaQuery = () =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'agenda'] as const,
    queryFn: ({ signal }) => getDashboardAgenda(signal),
    staleTime: 0,
  })

export const useDashboardAgenda = () => useQuery(dashboardAgendaQuery())
