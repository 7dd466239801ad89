import { useMutation, useQueryClient } from '@tanstack/react-query'
import { solicitacaoView } from '../../../../shared/titular/titular.schemas'
import { apiFetch } from '../../../lib/api-client'
import { titularKeys } from './privacidade-cliente'

/** POST /api/solicitacoes-titular/:id/concluir | recusar */
export const responderSolicitacao = async (id: string, acao: 'concluir' | 'recusar', resposta: string) =>
  solicitacaoView.parse(
    await apiFetch<unknown>(`/api/solicitacoes-titular/${encodeURIComponent(id)}/${acao}`, {
      method: 'POST',
      body: { resposta },
    }),
  )

export function useResponderSolicitacao() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (v: { id: string; acao: 'concluir' | 'recusar'; resposta: string }) =>
      responderSolicitacao(v.id, v.acao, v.resposta),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: titularKeys.all }),
  })
}
