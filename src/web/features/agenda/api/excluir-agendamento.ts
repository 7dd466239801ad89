import { apiFetch } from '../../../lib/api-client'

/** DELETE /api/agendamentos/:id */
export const excluirAgendamento = (id: string) =>
  apiFetch<void>(`/api/agendamentos/${encodeURIComponent(id)}`, { method: 'DELETE' })
