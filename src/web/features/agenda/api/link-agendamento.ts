import { agendamentoLinkView } from '../../../../shared/agenda/confirmacao.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/agendamentos/:id/link: the customer's page to confirm or ask for another time. */
export const linkDoAgendamento = async (id: string) =>
  agendamentoLinkView.parse(
    await apiFetch<unknown>(`/api/agendamentos/${encodeURIComponent(id)}/link`, { method: 'POST', body: {} }),
  )

/** GET /api/agendamentos/:id/ics: the appointment's calendar file, downloaded with the session cookie. */
export const icsDoAgendamentoUrl = (id: string) => `/api/agendamentos/${encodeURIComponent(id)}/ics`
