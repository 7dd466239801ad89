import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NotificacoesView } from '../../../../shared/notificacoes/notificacoes.schemas'
import { apiFetch } from '../../../lib/api-client'
import { notificacoesKeys } from '../../../lib/query-keys'

/**
 * GET /api/notificacoes: the user's computed notifications and unread count (or 'desativadas'). Typed, not
 * parsed: the bell is on the first signed-in page, which does without zod (decision 021).
 */
export const getNotificacoes = (signal?: AbortSignal) =>
  apiFetch<NotificacoesView>('/api/notificacoes', { signal })

/**
 * The bell sits in every page's shell: the answer is fresh for a minute and read again when the window
 * regains focus, never polled, so moving between pages costs no request.
 */
export const notificacoesQuery = () =>
  queryOptions({
    queryKey: notificacoesKeys.all,
    queryFn: ({ signal }) => getNotificacoes(signal),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  })

export const useNotificacoes = () => useQuery(notificacoesQuery())
