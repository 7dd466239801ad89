import { useMutation, useQueryClient } from '@tanstack/react-query'
import { agendamentoEmailResult, type TipoDeMensagem } from '../../../../shared/agenda/confirmacao.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/agendamentos/:id/email: the confirmation or reminder to the customer's email, .ics attached. */
export const useEnviarAgendamentoPorEmail = (id: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (tipo: TipoDeMensagem) =>
      agendamentoEmailResult.parse(
        await apiFetch<unknown>(`/api/agendamentos/${encodeURIComponent(id)}/email`, {
          method: 'POST',
          body: { tipo },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agenda'] }),
  })
}
