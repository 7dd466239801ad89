import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  type PreferenciasView,
  preferenciasMessages,
  preferenciasView,
} from '../../../../shared/perfil/preferencias.schemas'
import { apiFetch } from '../../../lib/api-client'
import { writeNotificacoes } from '../notificacoes-preferencia'

export const preferenciasQueryKey = ['perfil', 'preferencias'] as const

/** GET /api/perfil/preferencias: the signed-in user's own preferences. */
export async function getPreferencias(signal?: AbortSignal): Promise<PreferenciasView> {
  return preferenciasView.parse(await apiFetch<unknown>('/api/perfil/preferencias', { signal }))
}

export const preferenciasQueryOptions = () =>
  queryOptions({
    queryKey: preferenciasQueryKey,
    queryFn: async ({ signal }) => {
      const view = await getPreferencias(signal)
      // The browser's copy follows the account's choice, whichever browser saved it last.
      writeNotificacoes(view.notificacoes)
      return view
    },
    meta: { errorMessage: preferenciasMessages.erroCarregar },
  })

export function usePreferencias() {
  return useQuery(preferenciasQueryOptions())
}
