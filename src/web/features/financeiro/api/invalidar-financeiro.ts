import type { QueryClient } from '@tanstack/react-query'
import { dashboardKeys, osKeys } from '../../../lib/query-keys'
import { financeiroKeys } from './get-titulos'

/**
 * After an invoice, a reversal or a receipt: the receivables list and cards, the dashboard's KPIs and the
 * OS (its titles, or with `osLists` every OS query, as invoicing changes what the lists show).
 */
export async function invalidarFinanceiro(
  queryClient: QueryClient,
  osId: string,
  { osLists = false }: { osLists?: boolean } = {},
) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: financeiroKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: osLists ? osKeys.all : osKeys.detail(osId) }),
  ])
}
