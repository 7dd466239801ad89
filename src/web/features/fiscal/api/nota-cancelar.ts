import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type NotaView, notaView } from '../../../../shared/fiscal/fiscal.schemas'
import { apiFetch } from '../../../lib/api-client'

/**
 * POST /api/notas-fiscais/:id/cancelar with the law's reason. Answers the note: cancelled, or still
 * authorized with the municipality's refusal in `mensagem`.
 */
export const cancelarNota = async (notaId: string, motivo: string): Promise<NotaView> =>
  notaView.parse(
    await apiFetch<unknown>(`/api/notas-fiscais/${encodeURIComponent(notaId)}/cancelar`, {
      method: 'POST',
      body: { motivo },
    }),
  )

export function useCancelarNota() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ notaId, motivo }: { notaId: string; motivo: string }) => cancelarNota(notaId, motivo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fiscal'] }),
  })
}
