import { useQuery } from '@tanstack/react-query'
import { agendamentoPublicoView, type ReagendarInput } from '../../../../shared/agenda/confirmacao.schemas'
import { apiFetch } from '../../../lib/api-client'

const url = (token: string) => `/api/public/agendamentos/${encodeURIComponent(token)}`

/** GET /api/public/agendamentos/:token: the customer's page (no session). */
export const useAgendamentoPublico = (token: string) =>
  useQuery({
    queryKey: ['agendamento-publico', token],
    queryFn: async ({ signal }) =>
      agendamentoPublicoView.parse(await apiFetch<unknown>(url(token), { signal })),
    retry: false,
  })

/** POST /api/public/agendamentos/:token/confirmar */
export const confirmarPeloLink = async (token: string) =>
  agendamentoPublicoView.parse(
    await apiFetch<unknown>(`${url(token)}/confirmar`, { method: 'POST', body: {} }),
  )

/** POST /api/public/agendamentos/:token/reagendar */
export const reagendarPeloLink = async (token: string, input: ReagendarInput) =>
  agendamentoPublicoView.parse(
    await apiFetch<unknown>(`${url(token)}/reagendar`, { method: 'POST', body: input }),
  )

/** GET /api/public/agendamentos/:token/ics: 'Adicionar à agenda'. */
export const icsPublicoUrl = (token: string) => `${url(token)}/ics`
