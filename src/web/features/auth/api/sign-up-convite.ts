import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AceitarConviteInput } from '../../../../shared/usuarios/convites.schemas'
import { apiFetch } from '../../../lib/api-client'
import { meQueryKey } from './get-me'

type AuthUser = { id: string; name: string; email: string }

/** POST /api/auth/sign-up/convite: creates the invited user in the inviting company and signs in. */
export function signUpConvite(input: AceitarConviteInput): Promise<{ user: AuthUser }> {
  return apiFetch('/api/auth/sign-up/convite', { method: 'POST', body: input })
}

export function useSignUpConvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signUpConvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' }),
  })
}
