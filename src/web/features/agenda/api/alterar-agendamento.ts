import type { AgendamentoUpdate } from '../../../../shared/agenda/agenda.schemas'
import { agendamentoResult } from '../../../../shared/agenda/agenda.schemas'
import { apiFetch } from '../../../lib/api-client'

/** PATCH /api/agendamentos/:id (409 when someone changed it since it was loaded). */
export const alterarAgendamento = async (id: string, body: AgendamentoUpdate) =>
  agendamentoResult.parse(
    await apiFetch<unknown>(`/api/agendamentos/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  )
