import { useQuery } from '@tanstack/react-query'
import { mensagemView, type TipoDeMensagem } from '../../../../shared/agenda/confirmacao.schemas'
import { apiFetch } from '../../../lib/api-client'

// Under 'agenda': the live event of appointments refreshes it (src/web/lib/eventos-ao-vivo.ts).
export const mensagemKey = (id: string, tipo: TipoDeMensagem) => ['agenda', 'mensagem', id, tipo] as const

/** GET /api/agendamentos/:id/mensagem?tipo=: the filled template, its WhatsApp link and the portal link. */
export const useMensagemDoAgendamento = (id: string, tipo: TipoDeMensagem, enabled = true) =>
  useQuery({
    queryKey: mensagemKey(id, tipo),
    queryFn: async ({ signal }) =>
      mensagemView.parse(
        await apiFetch<unknown>(`/api/agendamentos/${encodeURIComponent(id)}/mensagem?tipo=${tipo}`, {
          signal,
        }),
      ),
    enabled,
    meta: { errorMessage: 'Erro ao preparar a mensagem do agendamento' },
  })
