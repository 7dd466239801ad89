import { z } from 'zod'
import { listQuery } from '../http/lista'
import { prioridades } from '../os/os.schemas'
import { osStatuses } from '../os/os-status'
import { statusDoPatio, tonsDePrazo } from './patio'
import { patioMessages as m } from './patio.messages'

/** GET /api/patio: the OS list's search (number, customer, plate) and the board's filters. */
export const patioQuery = listQuery.pick({ q: true }).extend({
  tecnico_id: z.uuid({ error: m.tecnicoInvalido }).optional(),
  prioridade: z.enum(prioridades, { error: m.prioridadeInvalida }).optional(),
  /** 'true': only OS past their forecast (SPEC §4's overdue: open and forecast before today). */
  atrasadas: z
    .enum(['true', 'false'], { error: m.filtroInvalido })
    .transform((v) => v === 'true')
    .optional(),
})
/** What the page asks for (the query string's values). */
export type PatioQuery = z.input<typeof patioQuery>

export const patioCartao = z.object({
  id: z.uuid(),
  numero_os: z.string(),
  status: z.enum(osStatuses),
  prioridade: z.enum(prioridades),
  cliente_nome: z.string().nullable(),
  /** 'Fiat Uno' and the plate as stored (unmasked). */
  veiculo: z.object({ descricao: z.string(), placa: z.string() }).nullable(),
  tecnico: z.object({ id: z.uuid(), nome: z.string() }).nullable(),
  /** The promised date (yyyy-MM-dd). */
  previsao_entrega: z.string().nullable(),
  /** The list's deadline label and its tone, in the company's today; null once concluded. */
  prazo: z.object({ texto: z.string(), tom: z.enum(tonsDePrazo) }).nullable(),
  /** Centavos. */
  total_geral: z.number().int(),
  /** Photos before and after. */
  fotos: z.number().int(),
  /** The customer refused the quote and the shop has not answered; past its forecast; a stock-controlled part short. */
  alertas: z.object({
    orcamento_recusado: z.boolean(),
    atrasada: z.boolean(),
    pecas_faltando: z.boolean(),
  }),
})
export type PatioCartao = z.infer<typeof patioCartao>

export const patioColuna = z.object({
  status: z.enum(statusDoPatio),
  label: z.string(),
  /** Every OS of the column that passes the filters, even beyond the cards sent. */
  quantidade: z.number().int(),
  /** Centavos: the sum of those OS. */
  total: z.number().int(),
  /** At most LIMITE_POR_COLUNA, the most urgent first (forecast, then priority, then age). */
  cards: z.array(patioCartao),
})
export type PatioColuna = z.infer<typeof patioColuna>

export const patioView = z.object({
  colunas: z.array(patioColuna),
  /** The company's today (yyyy-MM-dd), which the deadlines were counted from. */
  hoje: z.string(),
})
export type PatioView = z.infer<typeof patioView>
