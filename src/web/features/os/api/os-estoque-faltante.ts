import { useQuery } from '@tanstack/react-query'
import { osEstoqueFaltanteView } from '../../../../shared/os/estoque-faltante'
import { apiFetch } from '../../../lib/api-client'
import { osKeys } from '../../../lib/query-keys'

export const estoqueFaltanteKey = (osId: string) => [...osKeys.all, 'estoque-faltante', osId] as const

/** GET /api/os/:id/estoque-faltante: the parts concluding would take beyond the stock. */
export const getEstoqueFaltante = async (osId: string, signal?: AbortSignal) =>
  osEstoqueFaltanteView.parse(
    await apiFetch<unknown>(`/api/os/${encodeURIComponent(osId)}/estoque-faltante`, { signal }),
  )

/** Read each time the conclusion is about to be confirmed (stock changes under other users' hands). */
export const useEstoqueFaltante = (osId: string, enabled: boolean) =>
  useQuery({
    queryKey: estoqueFaltanteKey(osId),
    queryFn: ({ signal }) => getEstoqueFaltante(osId, signal),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  })
