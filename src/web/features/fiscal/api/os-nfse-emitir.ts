import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type NotaView, notaView } from '../../../../shared/fiscal/fiscal.schemas'
import { apiFetch } from '../../../lib/api-client'

/**
 * POST /api/os/:id/nfse ('Emitir', 'Reenviar'): answers the new attempt (201) or the OS's live note
 * (200: a double click or another user got there first). The server sends it to the provider before
 * answering, so the answer already says processing, authorized or error.
 */
export const emitirNotaDaOs = async (osId: string): Promise<NotaView> =>
  notaView.parse(
    await apiFetch<unknown>(`/api/os/${encodeURIComponent(osId)}/nfse`, { method: 'POST', body: {} }),
  )

export function useEmitirNotaDaOs(osId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => emitirNotaDaOs(osId),
    // Pass or fail, the panel and the notes list are read again (the note may exist either way).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fiscal'] }),
  })
}
