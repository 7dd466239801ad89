import { useQuery } from '@tanstack/react-query'
import { type StatusSolicitacao, solicitacoesView } from '../../../../shared/titular/titular.schemas'
import { apiFetch } from '../../../lib/api-client'
import { titularKeys } from './privacidade-cliente'

/** GET /api/solicitacoes-titular */
export const getSolicitacoes = async (status: StatusSolicitacao | undefined, signal?: AbortSignal) =>
  solicitacoesView.parse(
    await apiFetch<unknown>(`/api/solicitacoes-titular${status ? `?status=${status}` : ''}`, { signal }),
  )

export const useSolicitacoes = (status: StatusSolicitacao | undefined) =>
  useQuery({
    queryKey: [...titularKeys.all, 'solicitacoes', status ?? 'todas'],
    queryFn: ({ signal }) => getSolicitacoes(status, signal),
  })
