import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ConviteView, convitesList } from '../../../../shared/usuarios/convites.schemas'
import { convitesMessages } from '../../../../shared/usuarios/usuarios.messages'
import { apiFetch } from '../../../lib/api-client'

export const convitesQueryKey = ['convites'] as const

/** GET /api/convites (admin only): the pending invitations. */
export async function getConvites(signal?: AbortSignal): Promise<ConviteView[]> {
  return convitesList.parse(await apiFetch<unknown>('/api/convites', { signal })).items
}

export const convitesQueryOptions = () =>
  queryOptions({
    queryKey: convitesQueryKey,
    queryFn: ({ signal }) => getConvites(signal),
    meta: { errorMessage: convitesMessages.erroCarregar },
  })

export function useConvites() {
  return useQuery(convitesQueryOptions())
}
