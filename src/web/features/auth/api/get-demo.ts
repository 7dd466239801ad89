import { queryOptions, useQuery } from '@tanstack/react-query'
import { type DemoCredentials, demoCredentials } from '../../../../shared/auth/me.schemas'
import { ApiError, apiFetch } from '../../../lib/api-client'

/** GET /api/demo: the demo company's sign-in, or `null` when this installation has none (404). */
export async function getDemo(signal?: AbortSignal): Promise<DemoCredentials | null> {
  try {
    return demoCredentials.parse(await apiFetch<unknown>('/api/demo', { signal }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export const demoQueryOptions = () =>
  queryOptions({
    queryKey: ['demo'],
    queryFn: ({ signal }) => getDemo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // Only a hint: if it fails, the screen simply does not show it.
    retry: false,
  })

export function useDemo() {
  return useQuery(demoQueryOptions())
}
