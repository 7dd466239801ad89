import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ConvitePublico, convitePublico } from '../../../../shared/usuarios/convites.schemas'
import { apiFetch } from '../../../lib/api-client'

/** GET /api/convites/publico/:token: email, profile and company of an invitation link (no session). */
export async function getConvitePublico(token: string, signal?: AbortSignal): Promise<ConvitePublico> {
  return convitePublico.parse(
    await apiFetch<unknown>(`/api/convites/publico/${encodeURIComponent(token)}`, { signal }),
  )
}

export const convitePublicoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['convite-publico', token],
    queryFn: ({ signal }) => getConvitePublico(token, signal),
    // The screen itself says what is wrong with the link: no toast, no retry of a 404/410.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })

export function useConvitePublico(token: string) {
  return useQuery(convitePublicoQueryOptions(token))
}
