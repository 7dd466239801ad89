import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api-client'
import { limparCachesDoApp } from '../../../lib/pwa'
import { meQueryKey } from '../../../lib/query-keys'

/** POST /api/auth/sign-out: ends all of the user's sessions (global sign-out). */
export function signOut(): Promise<{ ok: true }> {
  return apiFetch('/api/auth/sign-out', { method: 'POST', body: {} })
}

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Mark the session as gone before dropping the rest, so no screen refetches with a dead cookie and
      // the next user of this browser never sees the previous one's cached data.
      queryClient.setQueryData(meQueryKey, null)
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] })
      void limparCachesDoApp()
    },
  })
}
