import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { portalMessages as m } from '../../../../shared/portal/portal.messages'
import { portalOrcamentoView, type RecusarOrcamentoInput } from '../../../../shared/portal/portal.schemas'
import { apiFetch, errorMessage } from '../../../lib/api-client'
import { orcamentoPublicoKey } from './get-orcamento-publico'

/** POST /api/public/orcamentos/:token/recusar: the refusal is recorded; the OS keeps its status. */
export const recusarOrcamento = async (token: string, input: RecusarOrcamentoInput) =>
  portalOrcamentoView.parse(
    await apiFetch<unknown>(`/api/public/orcamentos/${encodeURIComponent(token)}/recusar`, {
      method: 'POST',
      body: input,
    }),
  )

export function useRecusarOrcamento(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: RecusarOrcamentoInput) => recusarOrcamento(token, input),
    onSuccess: (view) => {
      queryClient.setQueryData(orcamentoPublicoKey(token), view)
      toast.success('Sucesso', { description: m.recusadoSucesso })
    },
    onError: (error) => {
      toast.error('Erro', { description: errorMessage(error, 'Não foi possível enviar. Tente novamente.') })
      void queryClient.invalidateQueries({ queryKey: orcamentoPublicoKey(token) })
    },
  })
}
