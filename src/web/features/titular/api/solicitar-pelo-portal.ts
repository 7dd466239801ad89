import { useMutation } from '@tanstack/react-query'
import {
  type SolicitacaoPortalInput,
  solicitacaoPortalView,
} from '../../../../shared/titular/titular.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/public/orcamentos/:token/solicitacoes-titular: the customer asks from the quote link. */
export const solicitarPeloPortal = async (token: string, input: SolicitacaoPortalInput) =>
  solicitacaoPortalView.parse(
    await apiFetch<unknown>(`/api/public/orcamentos/${encodeURIComponent(token)}/solicitacoes-titular`, {
      method: 'POST',
      body: input,
    }),
  )

export const useSolicitarPeloPortal = (token: string) =>
  useMutation({ mutationFn: (input: SolicitacaoPortalInput) => solicitarPeloPortal(token, input) })
