import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type MarcarLidasInput, notificacoesView } from '../../../../shared/notificacoes/notificacoes.schemas'
import { apiFetch } from '../../../lib/api-client'
import { notificacoesKeys } from '../../../lib/query-keys'

/** POST /api/notificacoes/lidas: `{ ids }` marks those, `{}` everything shown now; answers the new list. */
export const marcarLidas = async (input: MarcarLidasInput) =>
  notificacoesView.parse(await apiFetch<unknown>('/api/notificacoes/lidas', { method: 'POST', body: input }))

/** The answer is the recomputed list, so the bell and the page update without another request. */
export function useMarcarLidas() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: marcarLidas,
    onSuccess: (view) => queryClient.setQueryData(notificacoesKeys.all, view),
  })
}
