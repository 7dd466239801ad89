import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type PreferenciasView,
  preferenciasView,
  type UpdatePreferencias,
} from '../../../../shared/perfil/preferencias.schemas'
import { apiFetch } from '../../../lib/api-client'
import { notificacoesKeys } from '../../../lib/query-keys'
import { writeNotificacoes } from '../notificacoes-preferencia'
import { preferenciasQueryKey } from './get-preferencias'

/** PUT /api/perfil/preferencias. */
export async function updatePreferencias(input: UpdatePreferencias): Promise<PreferenciasView> {
  return preferenciasView.parse(
    await apiFetch<unknown>('/api/perfil/preferencias', { method: 'PUT', body: input }),
  )
}

/** Saves on the server, then mirrors the flag in this browser's storage (SPEC §2 keeps it there). */
export function useUpdatePreferencias() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePreferencias,
    onSuccess: (view) => {
      queryClient.setQueryData(preferenciasQueryKey, view)
      writeNotificacoes(view.notificacoes)
      // The bell asks the server, which answers 'desativadas' by this same flag.
      void queryClient.invalidateQueries({ queryKey: notificacoesKeys.all })
    },
  })
}
