import type { AgendamentoStatus } from '../../../../shared/agenda/agenda'
import { agendamentoResult } from '../../../../shared/agenda/agenda.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/agendamentos/:id/status: confirm, miss, cancel or reopen. */
export const mudarStatusAgendamento = async (id: string, status: AgendamentoStatus, versao: number) =>
  agendamentoResult.parse(
    await apiFetch<unknown>(`/api/agendamentos/${encodeURIComponent(id)}/status`, {
      method: 'POST',
      body: { status, versao },
    }),
  )
