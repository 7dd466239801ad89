import { queryOptions, useQuery } from '@tanstack/react-query'
import { atividadesUsuarios } from '../../../../shared/atividades/atividades.schemas'
import { apiFetch } from '../../../lib/api-client'

/** GET /api/atividades/usuarios: the company's users, for the 'Usuário' filter. */
export const usuariosDoRegistroQuery = () =>
  queryOptions({
    queryKey: ['atividades', 'usuarios'] as const,
    queryFn: async ({ signal }) =>
      atividadesUsuarios.parse(await apiFetch<unknown>('/api/atividades/usuarios', { signal })),
    staleTime: 5 * 60 * 1000,
  })

export const useUsuariosDoRegistro = () => useQuery(usuariosDoRegistroQuery())
