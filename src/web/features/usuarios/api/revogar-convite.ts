import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api-client'
import { convitesQueryKey } from './get-convites'

/** DELETE /api/convites/:id (admin only): the link stops working. */
export async function revogarConvite(id: string): Promise<void> {
  await apiFetch<unknown>(`/api/convites/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useRevogarConvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revogarConvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: convitesQueryKey }),
  })
}
