import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from '../lib/api-client'
import { needToasts, showErrorToast } from './toasts'

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorMessage`: the spec's toast text when this query fails (one toast, whatever the screen). */
    queryMeta: { errorMessage?: string }
  }
}

/** Client errors (4xx) will not change on retry; network and 5xx failures get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Its screen may report it in a toast of its own.
        needToasts()
        // A 401 on any data call means the session ended elsewhere (global sign-out): re-read /api/me so
        // the guards send the user to /auth instead of showing a broken screen.
        if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== 'me') {
          void client.invalidateQueries({ queryKey: ['me'] })
          return
        }
        // A limit reached says when to try again, on any screen (one toast however many queries hit it).
        if (error instanceof ApiError && error.status === 429) {
          showErrorToast('Erro', error.message, 'limite-atingido')
          return
        }
        const message = query.meta?.errorMessage
        if (message) showErrorToast('Erro', message)
      },
    }),
    mutationCache: new MutationCache({
      onMutate: needToasts,
      onError: (error) => {
        // A write refused because the company just turned read-only (trial over, DESIGN §7): re-read
        // /api/me so the shell's red banner appears; the screen's own toast shows the server's message.
        if (error instanceof ApiError && error.status === 402 && error.code === 'SOMENTE_LEITURA') {
          void client.invalidateQueries({ queryKey: ['me'] })
        }
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
  return client
}
