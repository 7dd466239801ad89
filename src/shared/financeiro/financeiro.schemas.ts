import { z } from 'zod'
import { centavos } from '../cadastros/campos'
import { listQuery, optionalLongText, pageOf } from '../http/lista'
import { osListItem } from '../os/os.schemas'
import { financeiroMessages as m } from './financeiro.messages'
import { formasPagamento } from './formas-pagamento'
import { tituloView } from './titulo.schemas'

const isoDate = z.iso.date({ error: m.dataInvalida })

/** POST /api/os/:id/faturar (DESIGN §6, §10). Money in centavos. */
export const faturarInput = z.strictObject({
  forma: z.enum(formasPagamento, { error: m.formaInvalida }),
  /** Deposit already received: becomes a paid title with its receipt. */
  sinal: centavos(m.sinalMaiorQueTotal).default(0),
  parcelas: z
    .number({ error: m.parcelasInvalidas })
    .int(m.parcelasInvalidas)
    .min(1, m.parcelasInvalidas)
    .max(12, m.parcelasInvalidas),
  vencimento_inicial: z.iso.date({ error: m.vencimentoInvalido }),
})
export type FaturarInput = z.input<typeof faturarInput>

/** The Status filter of SPEC §2 'Contas a Receber' (Todos = no value; cancelled titles never listed). */
export const tituloFiltroStatus = ['aberto', 'vencido', 'pago'] as const
export const tituloFiltroLabels: Record<(typeof tituloFiltroStatus)[number], string> = {
  aberto: 'Em Aberto',
  vencido: 'Vencido',
  pago: 'Liquidado',
}

/** GET /api/titulos: due-date range, client and status; ordered by due date ascending. */
export const titulosListQuery = listQuery
  .omit({ q: true })
  .extend({
    /** Due date from / to, yyyy-MM-dd, inclusive. */
    de: isoDate.optional(),
    ate: isoDate.optional(),
    cliente_id: z.uuid({ error: 'Cliente não encontrado' }).optional(),
    status: z.enum(tituloFiltroStatus, { error: 'Status inválido' }).optional(),
  })
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, { message: m.periodoInvalido, path: ['ate'] })
export type TitulosListQuery = Partial<z.output<typeof titulosListQuery>>

/** The three summary cards, over the open titles matching the client and date filters (not status). */
export const titulosResumo = z.object({
  /** Sum of the balances of open titles (overdue included). */
  total_a_receber: z.number().int(),
  vencidos_valor: z.number().int(),
  vencidos_quantidade: z.number().int(),
  /** Count of open titles (overdue included). */
  em_aberto_quantidade: z.number().int(),
})

export const titulosPage = pageOf(tituloView).extend({
  resumo: titulosResumo,
  /** The company's today (yyyy-MM-dd). */
  hoje: z.string(),
})
export type TitulosPage = z.infer<typeof titulosPage>

/** POST /api/titulos/:id/recebimentos. */
export const recebimentoInput = z.strictObject({
  valor: z
    .number({ error: m.valorInvalido })
    .int(m.valorInvalido)
    .min(1, m.valorInvalido)
    .max(99_999_999_999, m.valorInvalido),
  meio: z.enum(formasPagamento, { error: m.formaInvalida }),
  data_pagamento: isoDate,
  obs: optionalLongText(500),
})
export type RecebimentoInput = z.input<typeof recebimentoInput>

/** GET /api/dashboard (SPEC §9): one request, aggregates computed by the database. */
export const dashboardView = z.object({
  os_abertas: z.number().int(),
  em_execucao: z.number().int(),
  aguardando_peca: z.number().int(),
  concluidas_30d: z.number().int(),
  /** Quotes the customer refused that still wait for the shop (the OS list's 'Recusado pelo cliente'). */
  orcamentos_recusados: z.number().int(),
  /** Financial KPIs: null for a role without `contas_receber` view (DESIGN §8b). */
  financeiro: z
    .object({
      /** Sum of receipts dated in the last 30 days (DESIGN §6). */
      recebido_30d: z.number().int(),
      /** Sum of the balances of open titles. */
      a_receber: z.number().int(),
      vencidos_valor: z.number().int(),
      vencidos_quantidade: z.number().int(),
    })
    .nullable(),
  /** The 10 most recent OS. */
  recentes: z.array(osListItem),
  hoje: z.string(),
})
export type DashboardView = z.infer<typeof dashboardView>
