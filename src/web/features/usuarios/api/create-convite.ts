import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type ConviteCriado,
  type CreateConviteInput,
  conviteCriado,
} from '../../../../shared/usuarios/convites.schemas'
import { apiFetch } from '../../../lib/api-client'
import { convitesQueryKey } from './get-convites'

/** POST /api/convites (admin only): a new link; inviting an email again replaces its previous link. */
export async function createConvite(input: CreateConviteInput): Promise<ConviteCriado> {
  return conviteCriado.parse(await apiFetch<unknown>('/api/convites', { method: 'POST', body: input }))
}

export function useCreateConvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createConvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: convitesQueryKey }),
  })
}
