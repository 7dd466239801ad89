import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type UpdateUsuarioInput,
  type UsuarioView,
  usuarioView,
} from '../../../../shared/usuarios/usuarios.schemas'
import { apiFetch } from '../../../lib/api-client'
import { meQueryKey } from '../../../lib/query-keys'
import { usuariosQueryKey } from './get-usuarios'

/** PATCH /api/usuarios/:id (admin only); the email is never changed. */
export async function updateUsuario({
  id,
  input,
}: {
  id: string
  input: UpdateUsuarioInput
}): Promise<UsuarioView> {
  return usuarioView.parse(
    await apiFetch<unknown>(`/api/usuarios/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
  )
}

/** Saves; /api/me is read again, since admins editing themselves change their own name or profile. */
export function useUpdateUsuario() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateUsuario,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usuariosQueryKey })
      void queryClient.invalidateQueries({ queryKey: meQueryKey })
    },
  })
}
