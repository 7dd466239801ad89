import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DashboardView } from '../../../../shared/financeiro/financeiro.schemas'
import { apiFetch } from '../../../lib/api-client'
import { dashboardKeys } from '../../../lib/query-keys'

/**
 * GET /api/dashboard: the seven KPIs (financial ones null without `contas_receber` view) and the recent OS.
 * Typed, not parsed: the first signed-in page does without zod (decision 021).
 */
export const getDashboard = (signal?: AbortSignal) => apiFetch<DashboardView>('/api/dashboard', { signal })

export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => getDashboard(signal),
    // Status changes elsewhere do not invalidate it: each visit shows the cached figures and refreshes them.
    staleTime: 0,
  })

export const useDashboard = () => useQuery(dashboardQuery())
