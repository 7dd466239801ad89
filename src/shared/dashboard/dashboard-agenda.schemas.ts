import { z } from 'zod'
import { agendamentoStatus } from '../agenda/agenda'

/** How many of today's next appointments the Dashboard card lists. */
export const PROXIMOS_NO_CARD = 4

/** GET /api/dashboard/agenda: the 'Agenda de hoje' and 'Revisões vencendo' cards (agenda view). */
export const dashboardAgendaView = z.object({
  hoje: z.string(),
  /** Today's appointments in the company's calendar, cancelled ones left out. */
  agendamentos_hoje: z.number(),
  proximos: z.array(
    z.object({
      id: z.uuid(),
      inicio: z.string(),
      cliente: z.string(),
      status: z.enum(agendamentoStatus),
    }),
  ),
  /** Open revisions due this month (from today's month start to its end) and those already overdue. */
  revisoes_mes: z.number(),
  revisoes_vencidas: z.number(),
})
export type DashboardAgendaView = z.infer<typeof dashboardAgendaView>
