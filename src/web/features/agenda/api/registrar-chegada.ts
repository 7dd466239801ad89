import { chegouResult } from '../../../../shared/agenda/agenda.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/agendamentos/:id/chegou: opens the draft OS; answers its id and number. */
export const registrarChegada = async (id: string, versao: number) =>
  chegouResult.parse(
    await apiFetch<unknown>(`/api/agendamentos/${encodeURIComponent(id)}/chegou`, {
      method: 'POST',
      body: { versao },
    }),
  )
