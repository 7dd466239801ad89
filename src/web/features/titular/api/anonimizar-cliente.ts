import { useMutation, useQueryClient } from '@tanstack/react-query'
import { anonimizacaoView } from '../../../../shared/titular/titular.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/clientes/:id/anonimizar */
export const anonimizarCliente = async (id: string, confirmacao: string) =>
  anonimizacaoView.parse(
    await apiFetch<unknown>(`/api/clientes/${encodeURIComponent(id)}/anonimizar`, {
      method: 'POST',
      body: { confirmacao },
    }),
  )

/** Every screen may show the old name (lists, OS, agenda): all of them reload. */
export function useAnonimizarCliente(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (confirmacao: string) => anonimizarCliente(id, confirmacao),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
