import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CadastroResponse, SignUpInput } from '../../../../shared/auth/auth.schemas'
import { apiFetch } from '../../../lib/api-client'
import { meQueryKey } from '../../../lib/query-keys'

/** POST /api/auth/sign-up/email: creates the user, its company on trial, and signs in
 * (with SMTP: answers "confira seu email" and the mailed link signs in). */
export function signUp(input: SignUpInput): Promise<CadastroResponse> {
  return apiFetch('/api/auth/sign-up/email', { method: 'POST', body: input })
}

export function useSignUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' }),
  })
}
