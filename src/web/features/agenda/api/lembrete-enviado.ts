import { useMutation, useQueryClient } from '@tanstack/react-query'
import { lembreteEnviadoView } from '../../../../shared/agenda/confirmacao.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/agendamentos/:id/lembrete-enviado: the day-before reminder went out by WhatsApp. */
export const useMarcarLembreteEnviado = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      lembreteEnviadoView.parse(
        await apiFetch<unknown>(`/api/agendamentos/${encodeURIComponent(id)}/lembrete-enviado`, {
          method: 'POST',
          body: {},
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agenda'] }),
  })
}
