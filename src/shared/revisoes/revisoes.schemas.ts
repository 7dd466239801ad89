import { z } from 'zod'
import { listQuery, pageOf } from '../http/lista'
import { revisaoSituacoes } from './revisoes'
import { revisoesMessages as m } from './revisoes.messages'

export const filtrosDeRevisao = ['mes', 'vencidas', 'todas'] as const
export type FiltroDeRevisao = (typeof filtrosDeRevisao)[number]

export const filtroDeRevisaoLabels: Record<FiltroDeRevisao, string> = {
  mes: 'Este mês',
  vencidas: 'Vencidas',
  todas: 'Todas',
}

/** GET /api/revisoes: the open revisions due this month, overdue, or all; searched by customer or plate. */
export const revisoesQuery = listQuery.extend({
  filtro: z.enum(filtrosDeRevisao, { error: m.filtroInvalido }).default('mes'),
})
export type RevisoesQuery = z.input<typeof revisoesQuery>

export const revisaoItem = z.object({
  id: z.uuid(),
  /** `celular` is absent for a reader who may not see the customer's contact (campos-restritos). */
  cliente: z.object({ id: z.uuid(), nome: z.string(), celular: z.string().nullable().optional() }),
  veiculo: z.object({
    id: z.uuid(),
    placa: z.string(),
    marca: z.string(),
    modelo: z.string(),
    km_atual: z.number().int().nullable(),
  }),
  servico: z.object({ id: z.uuid(), descricao: z.string() }),
  /** yyyy-MM-dd: the delivery plus the service's months. */
  data_prevista: z.string().nullable(),
  km_previsto: z.number().int().nullable(),
  /** yyyy-MM-dd: when the vehicle should reach km_previsto at its average km per day. */
  data_km_estimada: z.string().nullable(),
  /** The earlier of the two dates: the list's order. */
  vence_em: z.string().nullable(),
  situacao: z.enum(revisaoSituacoes),
  contatado_em: z.string().nullable(),
  /** The delivered OS the revision came from. */
  os: z.object({ id: z.uuid(), numero_os: z.string() }),
  /** The 'Revisão vencendo' message filled for this vehicle. */
  mensagem: z.string(),
  /**
   * The customer consented to reminders and has not opted out since (LGPD): without it the list still
   * shows the revision, but no reminder goes ('Cliente sem consentimento para lembretes').
   */
  lembrete_permitido: z.boolean(),
  /** wa.me with the message; null when the customer has no mobile or no consent to reminders. */
  whatsapp_url: z.string().nullable(),
})
export type RevisaoItem = z.infer<typeof revisaoItem>

export const revisoesPage = pageOf(revisaoItem).extend({
  /** The company's today (yyyy-MM-dd), which 'vencidas' and 'este mês' were counted from. */
  hoje: z.string(),
})
export type RevisoesPage = z.infer<typeof revisoesPage>

/** POST /api/revisoes/:id/contatado and /pendente answer the revision's new state. */
export const revisaoSituacaoView = z.object({
  id: z.uuid(),
  situacao: z.enum(revisaoSituacoes),
  contatado_em: z.string().nullable(),
})
export type RevisaoSituacaoView = z.infer<typeof revisaoSituacaoView>
