import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api-client'

/** DELETE /api/fiscal/config (admin only): 'Desconectar'; the notes already issued stay. */
export const removerNfseConfig = () => apiFetch<unknown>('/api/fiscal/config', { method: 'DELETE' })

export function useRemoverNfseConfig() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removerNfseConfig,
    // The OS screens ask whether a note can be issued: every NFS-e query reads again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['fiscal'] }),
  })
}
