import { queryOptions, useQuery } from '@tanstack/react-query'
import { type AssinaturaView, assinaturaView } from '../../../../shared/assinatura/assinatura.schemas'
import { apiFetch } from '../../../lib/api-client'

export const assinaturaQueryKey = ['assinatura'] as const
export const ERRO_CARREGAR_ASSINATURA = 'Erro ao carregar a assinatura'

/** GET /api/assinatura (admin): plan, trial and this month's use. */
export async function getAssinatura(signal?: AbortSignal): Promise<AssinaturaView> {
  return assinaturaView.parse(await apiFetch<unknown>('/api/assinatura', { signal }))
}

export const assinaturaQueryOptions = () =>
  queryOptions({
    queryKey: assinaturaQueryKey,
    queryFn: ({ signal }) => getAssinatura(signal),
    meta: { errorMessage: ERRO_CARREGAR_ASSINATURA },
  })

export function useAssinatura() {
  return useQuery(assinaturaQueryOptions())
}
