import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type RevisaoSituacaoView, revisaoSituacaoView } from '../../../../shared/revisoes/revisoes.schemas'
import { apiFetch } from '../../../lib/api-client'
import { revisoesKeys } from './get-revisoes'

/** POST /api/revisoes/:id/contatado: the shop reached the customer (who and when are recorded). */
export const marcarContatado = async (id: string): Promise<RevisaoSituacaoView> =>
  revisaoSituacaoView.parse(
    await apiFetch<unknown>(`/api/revisoes/${encodeURIComponent(id)}/contatado`, { method: 'POST' }),
  )

/** Success or failure, the lists are read again (a later OS may have concluded the revision meanwhile). */
export function useMarcarContatado() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: marcarContatado,
    onSettled: () => queryClient.invalidateQueries({ queryKey: revisoesKeys.all }),
  })
}
