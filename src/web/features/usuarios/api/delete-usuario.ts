import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api-client'
import { usuariosQueryKey } from './get-usuarios'

/** DELETE /api/usuarios/:id (admin only; never the own user). */
export async function deleteUsuario(id: string): Promise<void> {
  await apiFetch<unknown>(`/api/usuarios/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useDeleteUsuario() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteUsuario,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usuariosQueryKey }),
  })
}
