import { queryOptions, useQuery } from '@tanstack/react-query'
import { usuariosMessages } from '../../../../shared/usuarios/usuarios.messages'
import { type UsuariosList, usuariosList } from '../../../../shared/usuarios/usuarios.schemas'
import { apiFetch } from '../../../lib/api-client'

export const usuariosQueryKey = ['usuarios'] as const

/** GET /api/usuarios (admin only): every member of the company, the total and the plan's limit. */
export async function getUsuarios(signal?: AbortSignal): Promise<UsuariosList> {
  return usuariosList.parse(await apiFetch<unknown>('/api/usuarios', { signal }))
}

export const usuariosQueryOptions = () =>
  queryOptions({
    queryKey: usuariosQueryKey,
    queryFn: ({ signal }) => getUsuarios(signal),
    meta: { errorMessage: usuariosMessages.erroCarregar },
  })

export function useUsuarios() {
  return useQuery(usuariosQueryOptions())
}
