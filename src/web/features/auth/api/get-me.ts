import { queryOptions, useQuery } from '@tanstack/react-query'
import { authMessages } from '../../../../shared/auth/auth.messages'
import type { Me } from '../../../../shared/auth/me.schemas'
import { apiFetch } from '../../../lib/api-client'
import { meQueryKey } from '../../../lib/query-keys'

/**
 * GET /api/sessao: the signed-in profile, `null` when signed out (200 either way: no console error).
 * Typed, not parsed: the server's response schema already checked it, and zod stays out of the first
 * page (decision 021).
 */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  return await apiFetch<Me | null>('/api/sessao', { signal })
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    // Offline (the app opened from the service worker's cache) the guard shows its error and 'Tentar
    // novamente' instead of waiting for the network forever.
    networkMode: 'always',
    meta: { errorMessage: authMessages.erroPerfil },
  })

/** Who is signed in: `data` is the profile, `null` when signed out, `undefined` while loading. */
export function useMe() {
  return useQuery(meQueryOptions())
}
