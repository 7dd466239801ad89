import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type NotaView, notaView } from '../../../../shared/fiscal/fiscal.schemas'
import { apiFetch, errorMessage } from '../../../lib/api-client'

/** POST /api/notas-fiscais/:id/atualizar ('Atualizar'): the provider is asked about the note now. */
export const atualizarNota = async (notaId: string): Promise<NotaView> =>
  notaView.parse(
    await apiFetch<unknown>(`/api/notas-fiscais/${encodeURIComponent(notaId)}/atualizar`, {
      method: 'POST',
      body: {},
    }),
  )

export function useAtualizarNota() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: atualizarNota,
    onError: (error) =>
      toast.error('Erro', { description: errorMessage(error, 'Não foi possível consultar a nota fiscal') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fiscal'] }),
  })
}
