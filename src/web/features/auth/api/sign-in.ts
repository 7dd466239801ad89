import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SignInInput } from '../../../../shared/auth/auth.schemas'
import { apiFetch } from '../../../lib/api-client'
import { meQueryKey } from '../../../lib/query-keys'

type AuthUser = { id: string; name: string; email: string }

/** POST /api/auth/sign-in/email: sets the session cookie. */
export function signIn(input: SignInInput): Promise<{ user: AuthUser }> {
  return apiFetch('/api/auth/sign-in/email', { method: 'POST', body: input })
}

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    // Awaited before the mutation resolves, so the guards already see the new profile on /dashboard.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' }),
  })
}
