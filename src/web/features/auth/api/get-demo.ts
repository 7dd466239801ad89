import { queryOptions, useQuery } from '@tanstack/react-query'
import { type DemoCredentials, demoCredentials } from '../../../../shared/auth/me.schemas'
import { apiFetch } from '../../../lib/api-client'

/** GET /api/demo: the demo company's sign-in, or `null` when this installation has none. */
export async function getDemo(signal?: AbortSignal): Promise<DemoCredentials | null> {
  return demoCredentials.nullable().parse(await apiFetch<unknown>('/api/demo', { signal }))
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
