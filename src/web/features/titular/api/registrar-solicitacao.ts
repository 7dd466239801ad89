import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type SolicitacaoBalcaoInput, solicitacaoView } from '../../../../shared/titular/titular.schemas'
import { apiFetch } from '../../../lib/api-client'
import { titularKeys } from './privacidade-cliente'

/** POST /api/clientes/:id/solicitacoes-titular: a request made at the counter. */
export const registrarSolicitacao = async (id: string, input: SolicitacaoBalcaoInput) =>
  solicitacaoView.parse(
    await apiFetch<unknown>(`/api/clientes/${encodeURIComponent(id)}/solicitacoes-titular`, {
      method: 'POST',
      body: input,
    }),
  )

export function useRegistrarSolicitacao(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SolicitacaoBalcaoInput) => registrarSolicitacao(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: titularKeys.all }),
  })
}
