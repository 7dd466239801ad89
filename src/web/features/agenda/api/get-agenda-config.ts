import { useQuery } from '@tanstack/react-query'
import { agendaConfig } from '../../../../shared/agenda/agenda.schemas'
import { apiFetch } from '../../../lib/api-client'
import { agendaKeys } from './agenda-keys'

/** GET /api/agenda/config: the working day and the bays. */
export function useAgendaConfig(enabled = true) {
  return useQuery({
    queryKey: agendaKeys.config,
    queryFn: async ({ signal }) =>
      agendaConfig.parse(await apiFetch<unknown>('/api/agenda/config', { signal })),
    enabled,
  })
}
