import { queryOptions, useQuery } from '@tanstack/react-query'
import { perfilMessages } from '../../../../shared/perfil/perfil.messages'
import { type PerfilView, perfilView } from '../../../../shared/perfil/perfil.schemas'
import { apiFetch } from '../../../lib/api-client'

export const perfilQueryKey = ['perfil'] as const

/** GET /api/perfil: the signed-in user's own data. */
export async function getPerfil(signal?: AbortSignal): Promise<PerfilView> {
  return perfilView.parse(await apiFetch<unknown>('/api/perfil', { signal }))
}

export const perfilQueryOptions = () =>
  queryOptions({
    queryKey: perfilQueryKey,
    queryFn: ({ signal }) => getPerfil(signal),
    meta: { errorMessage: perfilMessages.erroCarregar },
  })

export function usePerfil() {
  return useQuery(perfilQueryOptions())
}
