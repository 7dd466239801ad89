import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  type TecnicoUsuariosView,
  tecnicoUsuariosView,
} from '../../../../../shared/cadastros/tecnicos.schemas'
import { apiFetch } from '../../../../lib/api-client'

/** Under 'tecnicos': saving a register (or a live update of one) refreshes who is linked to whom. */
export const tecnicoUsuariosQueryKey = ['tecnicos', 'usuarios'] as const

/** GET /api/tecnicos/usuarios: the company's active users, for 'Usuário do sistema'. */
export async function getTecnicoUsuarios(signal?: AbortSignal): Promise<TecnicoUsuariosView> {
  return tecnicoUsuariosView.parse(await apiFetch<unknown>('/api/tecnicos/usuarios', { signal }))
}

export const tecnicoUsuariosQueryOptions = () =>
  queryOptions({
    queryKey: tecnicoUsuariosQueryKey,
    queryFn: ({ signal }) => getTecnicoUsuarios(signal),
    meta: { errorMessage: 'Erro ao carregar os usuários' },
  })

export function useTecnicoUsuarios(enabled: boolean) {
  return useQuery({ ...tecnicoUsuariosQueryOptions(), enabled })
}
