import type { AgendamentoInput } from '../../../../shared/agenda/agenda.schemas'
import { agendamentoResult } from '../../../../shared/agenda/agenda.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/agendamentos: the appointment and the server's warnings (overlap, capacity). */
export const criarAgendamento = async (body: AgendamentoInput) =>
  agendamentoResult.parse(await apiFetch<unknown>('/api/agendamentos', { method: 'POST', body }))
