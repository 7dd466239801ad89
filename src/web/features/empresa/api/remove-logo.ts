import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api-client'
import { empresaQueryKey } from './get-empresa'

/** DELETE /api/empresa/logo (admin only). */
export const removeLogo = () => apiFetch<unknown>('/api/empresa/logo', { method: 'DELETE' })

export function useRemoveLogo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: empresaQueryKey }),
  })
}
