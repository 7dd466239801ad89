import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type RevisaoSituacaoView, revisaoSituacaoView } from '../../../../shared/revisoes/revisoes.schemas'
import { apiFetch } from '../../../lib/api-client'
import { revisoesKeys } from './get-revisoes'

/** POST /api/revisoes/:id/pendente: undoes 'contatado': the revision is pending again. */
export const marcarPendente = async (id: string): Promise<RevisaoSituacaoView> =>
  revisaoSituacaoView.parse(
    await apiFetch<unknown>(`/api/revisoes/${encodeURIComponent(id)}/pendente`, { method: 'POST' }),
  )

/** Success or failure, the lists are read again (a later OS may have concluded the revision meanwhile). */
export function useMarcarPendente() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: marcarPendente,
    onSettled: () => queryClient.invalidateQueries({ queryKey: revisoesKeys.all }),
  })
}
