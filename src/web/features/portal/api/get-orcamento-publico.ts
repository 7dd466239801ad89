import { queryOptions, useQuery } from '@tanstack/react-query'
import { type PortalOrcamentoView, portalOrcamentoView } from '../../../../shared/portal/portal.schemas'
import { apiFetch } from '../../../lib/api-client'

export const orcamentoPublicoKey = (token: string) => ['orcamento-publico', token] as const

/** GET /api/public/orcamentos/:token: the quote, status and titles of one OS (no session). */
export async function getOrcamentoPublico(token: string, signal?: AbortSignal): Promise<PortalOrcamentoView> {
  return portalOrcamentoView.parse(
    await apiFetch<unknown>(`/api/public/orcamentos/${encodeURIComponent(token)}`, { signal }),
  )
}

export const orcamentoPublicoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: orcamentoPublicoKey(token),
    queryFn: ({ signal }) => getOrcamentoPublico(token, signal),
    // The page itself says what is wrong with the link (changed, expired): no retry of a 404/410.
    retry: false,
  })

export const useOrcamentoPublico = (token: string) => useQuery(orcamentoPublicoQueryOptions(token))
