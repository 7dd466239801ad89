import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CadastroResponse } from '../../../../shared/auth/auth.schemas'
import type { AceitarConviteInput } from '../../../../shared/usuarios/convites.schemas'
import { apiFetch } from '../../../lib/api-client'
import { meQueryKey } from '../../../lib/query-keys'

/** POST /api/auth/sign-up/convite: creates the invited user in the inviting company and signs in
 * (with SMTP: answers "confira seu email" and the mailed link signs in). */
export function signUpConvite(input: AceitarConviteInput): Promise<CadastroResponse> {
  return apiFetch('/api/auth/sign-up/convite', { method: 'POST', body: input })
}

export function useSignUpConvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signUpConvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' }),
  })
}
