import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type PerfilView, perfilView, type UpdatePerfil } from '../../../../shared/perfil/perfil.schemas'
import { apiFetch } from '../../../lib/api-client'
import { meQueryKey } from '../../../lib/query-keys'
import { perfilQueryKey } from './get-perfil'

/** PATCH /api/perfil: the own name and phone. */
export async function updatePerfil(input: UpdatePerfil): Promise<PerfilView> {
  return perfilView.parse(await apiFetch<unknown>('/api/perfil', { method: 'PATCH', body: input }))
}

/** Saves the profile; /api/me is read again so the top bar and avatar menu show the new name at once. */
export function useUpdatePerfil() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePerfil,
    onSuccess: (perfil) => {
      queryClient.setQueryData(perfilQueryKey, perfil)
      void queryClient.invalidateQueries({ queryKey: meQueryKey })
    },
  })
}
