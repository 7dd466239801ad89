import { type AgendaConfig, agendaConfig } from '../../../../shared/agenda/agenda.schemas'
import { apiFetch } from '../../../lib/api-client'

/** PUT /api/agenda/config (admins: configuracoes edit). */
export const salvarAgendaConfig = async (body: AgendaConfig) =>
  agendaConfig.parse(await apiFetch<unknown>('/api/agenda/config', { method: 'PUT', body }))
