import { useQuery } from '@tanstack/react-query'
import { osCompartilharView } from '../../../../shared/os/compartilhar.schemas'
import { apiFetch } from '../../../lib/api-client'
import { osKeys } from '../../../lib/query-keys'

/** GET /api/os/:id/compartilhar: the templates and values of 'Enviar por WhatsApp' / 'Enviar por email'. */
export const compartilharQuery = (osId: string) => ({
  queryKey: [...osKeys.detail(osId), 'compartilhar'] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    osCompartilharView.parse(
      await apiFetch<unknown>(`/api/os/${encodeURIComponent(osId)}/compartilhar`, { signal }),
    ),
})

export const useCompartilhar = (osId: string, enabled: boolean) =>
  useQuery({ ...compartilharQuery(osId), enabled })
