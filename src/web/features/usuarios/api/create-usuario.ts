import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type CreateUsuarioInput,
  type UsuarioView,
  usuarioView,
} from '../../../../shared/usuarios/usuarios.schemas'
import { apiFetch } from '../../../lib/api-client'
import { usuariosQueryKey } from './get-usuarios'

/** POST /api/usuarios (admin only). */
export async function createUsuario(input: CreateUsuarioInput): Promise<UsuarioView> {
  return usuarioView.parse(await apiFetch<unknown>('/api/usuarios', { method: 'POST', body: input }))
}

export function useCreateUsuario() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createUsuario,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usuariosQueryKey }),
  })
}
