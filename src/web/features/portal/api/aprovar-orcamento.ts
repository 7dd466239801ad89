import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { portalMessages as m } from '../../../../shared/portal/portal.messages'
import { type AprovarOrcamentoInput, portalOrcamentoView } from '../../../../shared/portal/portal.schemas'
import { apiFetch, errorMessage } from '../../../lib/api-client'
import { orcamentoPublicoKey } from './get-orcamento-publico'

/** POST /api/public/orcamentos/:token/aprovar: answers the page as it is after the approval. */
export const aprovarOrcamento = async (token: string, input: AprovarOrcamentoInput) =>
  portalOrcamentoView.parse(
    await apiFetch<unknown>(`/api/public/orcamentos/${encodeURIComponent(token)}/aprovar`, {
      method: 'POST',
      body: input,
    }),
  )

export function useAprovarOrcamento(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AprovarOrcamentoInput) => aprovarOrcamento(token, input),
    onSuccess: (view) => {
      queryClient.setQueryData(orcamentoPublicoKey(token), view)
      toast.success('Sucesso', { description: m.aprovadoSucesso })
    },
    onError: (error) => {
      toast.error('Erro', { description: errorMessage(error, 'Não foi possível aprovar. Tente novamente.') })
      // Answered meanwhile (another phone) or the link changed: show the page as it is now.
      void queryClient.invalidateQueries({ queryKey: orcamentoPublicoKey(token) })
    },
  })
}
