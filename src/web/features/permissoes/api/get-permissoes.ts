import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Role } from '../../../../shared/permissoes/permissoes'
import {
  type PermissoesView,
  permissoesMessages,
  permissoesView,
} from '../../../../shared/permissoes/permissoes.schemas'
import { apiFetch } from '../../../lib/api-client'

export const permissoesQueryKey = (role: Role) => ['permissoes', role] as const

/** GET /api/permissoes?role= (admin only): the profile's matrix, read-only for the admin. */
export async function getPermissoes(role: Role, signal?: AbortSignal): Promise<PermissoesView> {
  return permissoesView.parse(await apiFetch<unknown>(`/api/permissoes?role=${role}`, { signal }))
}

export const permissoesQueryOptions = (role: Role) =>
  queryOptions({
    queryKey: permissoesQueryKey(role),
    queryFn: ({ signal }) => getPermissoes(role, signal),
    meta: { errorMessage: permissoesMessages.erroCarregar },
  })

export function usePermissoes(role: Role) {
  return useQuery(permissoesQueryOptions(role))
}
