import { z } from 'zod'
import { formasPagamento } from '../financeiro/formas-pagamento'
import { osStatuses } from '../os/os-status'
import { checkPeriodo, periodoCampos } from './periodo'

const int = z.number().int()
/** Average days (one decimal) or null when nothing was concluded. */
const dias = z.number().nullable()

const periodo = { de: z.string(), ate: z.string(), hoje: z.string() }

const itemVendido = z.object({ descricao: z.string(), quantidade: z.number(), receita: int })

/** GET /api/relatorios/servico. */
export const relatorioServico = z.object({
  ...periodo,
  resumo: z.object({
    abertas: int,
    concluidas: int,
    entregues: int,
    canceladas: int,
    tempo_medio_dias: dias,
    no_prazo: int,
    com_previsao: int,
  }),
  por_status: z.array(z.object({ status: z.enum(osStatuses), quantidade: int })),
  tempo_por_mes: z.array(z.object({ mes: z.string(), concluidas: int, tempo_medio_dias: dias })),
  por_tecnico: z.array(
    z.object({
      tecnico_id: z.string().nullable(),
      tecnico_nome: z.string().nullable(),
      concluidas: int,
      receita: int,
      tempo_medio_dias: dias,
    }),
  ),
  servicos: z.array(itemVendido),
  produtos: z.array(itemVendido),
  conversao: z.object({ enviados: int, aprovados: int, valor_enviado: int, valor_aprovado: int }),
})
export type RelatorioServico = z.infer<typeof relatorioServico>

export const faixasAging = ['a_vencer', '1_30', '31_60', '61_90', '90_mais'] as const
export const faixaAgingLabels: Record<(typeof faixasAging)[number], string> = {
  a_vencer: 'A vencer',
  '1_30': 'Vencido 1–30 dias',
  '31_60': 'Vencido 31–60 dias',
  '61_90': 'Vencido 61–90 dias',
  '90_mais': 'Vencido 90+ dias',
}

const margem = z.object({ receita: int, custo: int, margem: int })

/** GET /api/relatorios/financeiro. */
export const relatorioFinanceiro = z.object({
  ...periodo,
  resumo: z.object({
    recebido: int,
    faturado: int,
    os_concluidas: int,
    ticket_medio: int.nullable(),
    descontos: int,
  }),
  por_mes: z.array(z.object({ mes: z.string(), faturado: int, recebido: int })),
  por_meio: z.array(z.object({ meio: z.enum(formasPagamento), quantidade: int, valor: int })),
  aging: z.array(z.object({ faixa: z.enum(faixasAging), quantidade: int, valor: int })),
  vencidos: z.array(
    z.object({
      titulo_id: z.string(),
      os_id: z.string(),
      numero_os: z.string(),
      parcela: z.string(),
      cliente_nome: z.string(),
      /** Absent for a reader without `cadastros` view (campos-restritos.ts). */
      cliente_telefone: z.string().nullable().optional(),
      vencimento: z.string(),
      dias_atraso: int,
      saldo: int,
      /** The customer's opt-out link (LGPD): the WhatsApp reminder of the screen ends with it. */
      descadastro: z.string(),
    }),
  ),
  margem: z.object({ produtos: margem, servicos: margem }),
})
export type RelatorioFinanceiro = z.infer<typeof relatorioFinanceiro>

export const tabelasServico = ['por_status', 'tempo_por_mes', 'por_tecnico', 'servicos', 'produtos'] as const
export const tabelasFinanceiro = ['por_mes', 'por_meio', 'aging', 'vencidos'] as const

/** GET /api/relatorios/:tipo/exportar: the period, one of the report's tables and the file format. */
export const exportarRelatorioQuery = (tabelas: readonly [string, ...string[]]) =>
  periodoCampos
    .extend({
      tabela: z.enum(tabelas, { error: 'Tabela inválida' }),
      formato: z.enum(['csv', 'xlsx'], { error: 'Formato inválido' }),
    })
    .superRefine(checkPeriodo)
