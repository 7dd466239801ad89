import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type PermissoesView,
  permissoesView,
  type UpdatePermissoes,
} from '../../../../shared/permissoes/permissoes.schemas'
import { apiFetch } from '../../../lib/api-client'
import { meQueryKey } from '../../../lib/query-keys'
import { permissoesQueryKey } from './get-permissoes'

/** PUT /api/permissoes (admin only). */
export async function updatePermissoes(input: UpdatePermissoes): Promise<PermissoesView> {
  return permissoesView.parse(await apiFetch<unknown>('/api/permissoes', { method: 'PUT', body: input }))
}

/** Saves a profile's matrix; the admin's own /api/me never changes, but the cached matrix does. */
export function useUpdatePermissoes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePermissoes,
    onSuccess: (view) => {
      queryClient.setQueryData(permissoesQueryKey(view.role), view)
      void queryClient.invalidateQueries({ queryKey: meQueryKey })
    },
  })
}
