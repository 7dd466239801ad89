import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  type MeusServicosView,
  meusServicosView,
} from '../../../../shared/meus-servicos/meus-servicos.schemas'
import { apiFetch } from '../../../lib/api-client'
import { osKeys } from '../../../lib/query-keys'

/** GET /api/meus-servicos: the signed-in technician's OS to work on. */
export async function getMeusServicos(signal?: AbortSignal): Promise<MeusServicosView> {
  return meusServicosView.parse(await apiFetch<unknown>('/api/meus-servicos', { signal }))
}

// Under the OS key: a move, a photo or a saved report (all OS writes) refreshes the list.
export const meusServicosKey = [...osKeys.all, 'meus-servicos'] as const

export const meusServicosQueryOptions = () =>
  queryOptions({ queryKey: meusServicosKey, queryFn: ({ signal }) => getMeusServicos(signal) })

export function useMeusServicos() {
  return useQuery(meusServicosQueryOptions())
}
