import { z } from 'zod'
import { centavos, quantidade } from '../cadastros/campos'
import { formasPagamento } from '../financeiro/formas-pagamento'
import { tituloView } from '../financeiro/titulo.schemas'
import { listQuery, optionalLongText, optionalText, pageOf } from '../http/lista'
import { osMessages as m } from './os.messages'
import { osEventos } from './os-historico'
import { osStatuses } from './os-status'

export const prioridades = ['baixa', 'media', 'alta'] as const
export const prioridadeLabels: Record<(typeof prioridades)[number], string> = {
  baixa: 'Baixa',
  media: 'Média',
  alta: 'Alta',
}
export { formaPagamentoLabels, formasPagamento } from '../financeiro/formas-pagamento'

/** SPEC §9 OS constants. */
export const OS_PADROES = {
  prioridade: 'media',
  garantia_dias: 90,
  validadeOrcamentoDias: 7,
  condicoes_pagamento: 'À vista com 5% de desconto ou em até 3x sem juros no cartão.',
} as const

const isoDate = z.iso.date({ error: m.dataInvalida })
const percent = z
  .number({ error: 'Percentual inválido' })
  .min(0, 'Percentual inválido')
  .max(100, 'Percentual inválido')

/** The largest line total, in centavos: the same cap as any money field (R$ 999.999.999,99). */
const VALOR_MAXIMO_DO_ITEM = 99_999_999_999

/** One line of the OS (SPEC §3 os_itens); the server recomputes its subtotal. */
export const osItemInput = z
  .strictObject({
    tipo: z.enum(['servico', 'produto'], { error: 'Tipo de item inválido' }),
    /** The catalogue service or product; required ('Selecione um serviço' / 'Selecione um produto'). */
    referencia_id: z.uuid({ error: 'Selecione um serviço ou produto' }),
    /** Blank takes the catalogue's description. */
    descricao: optionalText(200),
    quantidade: quantidade.min(0, 'Quantidade inválida'),
    valor_unitario: centavos('Valor unitário inválido'),
    desconto_percentual: percent.default(0),
    desconto_valor: centavos('Desconto inválido').default(0),
  })
  // Each factor has its own cap, but their product could pass 2^53 centavos (no longer an exact number).
  .refine((item) => item.quantidade * item.valor_unitario <= VALOR_MAXIMO_DO_ITEM, {
    message: 'Valor do item grande demais: confira a quantidade e o valor unitário',
    path: ['quantidade'],
  })
export type OsItemInput = z.input<typeof osItemInput>

const osFields = {
  cliente_id: z.uuid({ error: m.clienteNaoEncontrado }).nullish(),
  veiculo_id: z.uuid({ error: 'Veículo não encontrado' }).nullish(),
  tecnico_responsavel_id: z.uuid({ error: m.tecnicoInvalido }).nullish(),
  previsao_entrega: isoDate.nullish(),
  prioridade: z.enum(prioridades, { error: 'Prioridade inválida' }),
  garantia_dias: z
    .number({ error: 'Garantia inválida' })
    .int('Garantia inválida')
    .min(0, 'Garantia inválida')
    .max(3650, 'Garantia inválida'),
  observacoes: optionalLongText(2000),
  origem: optionalText(60),
  km_entrada: z
    .number({ error: 'KM inválido' })
    .int('KM inválido')
    .min(0, 'KM inválido')
    .max(9_999_999)
    .nullish(),
  laudo: optionalLongText(5000),
  desconto_tipo: z.enum(['percentual', 'valor'], { error: 'Tipo de desconto inválido' }).nullish(),
  desconto_percentual: percent.nullish(),
  desconto_valor: centavos('Desconto inválido'),
  acrescimos_valor: centavos('Acréscimo inválido'),
  forma_pagamento_preferida: z.enum(formasPagamento, { error: 'Forma de pagamento inválida' }).nullish(),
  condicoes_pagamento: optionalLongText(500),
  observacoes_orcamento: optionalLongText(2000),
  orcamento_validade: isoDate.nullish(),
  itens: z.array(osItemInput).max(200, 'No máximo 200 itens por OS'),
}

/** POST /api/os: a draft needs nothing (SPEC §5 "OS draft save: no client-side required check"). */
export const createOsInput = z.strictObject({
  ...osFields,
  prioridade: osFields.prioridade.default(OS_PADROES.prioridade),
  garantia_dias: osFields.garantia_dias.default(OS_PADROES.garantia_dias),
  desconto_valor: osFields.desconto_valor.default(0),
  acrescimos_valor: osFields.acrescimos_valor.default(0),
  itens: osFields.itens.default([]),
})
export type CreateOsInput = z.input<typeof createOsInput>

/** PATCH /api/os/:id: only the fields sent change (no defaults); `itens` replaces every line (rascunho only). */
export const updateOsInput = z
  .strictObject({
    ...osFields,
    /** The version the form was loaded with (GET /api/os/:id's `versao`): an OS changed since is refused. */
    versao: z.number({ error: 'Versão inválida' }).int('Versão inválida').positive('Versão inválida'),
  })
  .partial()
export type UpdateOsInput = z.input<typeof updateOsInput>

/** Fields that may still change after the quote was sent (execution data); the rest needs rascunho. */
export const camposDeExecucao = [
  'tecnico_responsavel_id',
  'previsao_entrega',
  'prioridade',
  'observacoes',
  'origem',
  'km_entrada',
  'laudo',
] as const

/** POST /api/os/:id/status: one transition through the machine. */
export const osTransitionInput = z.strictObject({
  status: z.enum(osStatuses, { error: m.selecioneStatus }),
  observacao: optionalLongText(500),
  /** Approving a version the customer refused: the shop confirmed it knows (else 409). */
  confirmar_recusa: z.boolean({ error: 'Confirmação inválida' }).optional(),
})

/** POST /api/os/status: the bulk bar. */
export const osBulkStatusInput = z.strictObject({
  ids: z.array(z.uuid()).min(1, 'Selecione ao menos uma OS').max(100, 'No máximo 100 OS por vez'),
  status: z.enum(osStatuses, { error: m.selecioneStatus }),
  observacao: optionalLongText(500),
})

const skipped = z.object({ id: z.uuid(), numero_os: z.string().nullable(), motivo: z.string() })
export const osBulkStatusResult = z.object({ updated: z.array(z.uuid()), skipped: z.array(skipped) })
export type OsBulkStatusResult = z.infer<typeof osBulkStatusResult>

/** DELETE /api/os?ids=a,b */
export const osDeleteQuery = z.object({
  ids: z
    .string({ error: 'Selecione ao menos uma OS' })
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.uuid({ error: 'OS não encontrada' }))
        .min(1, 'Selecione ao menos uma OS')
        .max(100),
    ),
})
export const osDeleteResult = z.object({ deleted: z.array(z.uuid()), skipped: z.array(skipped) })
export type OsDeleteResult = z.infer<typeof osDeleteResult>

export const osSortKeys = ['criado_em', 'numero_os', 'previsao_entrega', 'total_geral'] as const

/** GET /api/os: search (number, client, plate), filters, server-side sort and pagination. */
export const osListQuery = listQuery.extend({
  status: z.enum(osStatuses, { error: 'Status inválido' }).optional(),
  prioridade: z.enum(prioridades, { error: 'Prioridade inválida' }).optional(),
  cliente_id: z.uuid({ error: m.clienteNaoEncontrado }).optional(),
  tecnico_id: z.uuid({ error: 'Técnico não encontrado' }).optional(),
  /** Opening date range, yyyy-MM-dd, inclusive. */
  de: isoDate.optional(),
  ate: isoDate.optional(),
  /** '1': only quotes the customer refused that are still waiting for the shop (orcamento_enviado). */
  recusado: z.enum(['1'], { error: 'Filtro inválido' }).optional(),
  sort: z.enum(osSortKeys, { error: 'Ordenação inválida' }).default('criado_em'),
  dir: z.enum(['asc', 'desc'], { error: 'Ordenação inválida' }).default('desc'),
})
/** What a page asks for: every parameter optional, the server applies the defaults. */
export type OsListQuery = Partial<z.output<typeof osListQuery>>

export const osListItem = z.object({
  id: z.uuid(),
  numero_os: z.string(),
  status: z.enum(osStatuses),
  prioridade: z.enum(prioridades),
  cliente_nome: z.string().nullable(),
  veiculo: z.object({ marca: z.string(), modelo: z.string(), placa: z.string() }).nullable(),
  tecnico_nome: z.string().nullable(),
  data_abertura: z.string(),
  previsao_entrega: z.string().nullable(),
  total_geral: z.number().int(),
  criado_em: z.string(),
  /** The customer refused the quote and the OS still waits in orcamento_enviado. */
  recusado: z.boolean(),
})
export type OsListItem = z.infer<typeof osListItem>

/** The four summary cards (SPEC §2 OS list), over the whole company, not the filter. */
export const osResumo = z.object({
  total: z.number().int(),
  abertas: z.number().int(),
  atrasadas: z.number().int(),
  valor_aberto: z.number().int(),
})

export const osListPage = pageOf(osListItem).extend({
  resumo: osResumo,
  /** The company's today (yyyy-MM-dd), for the deadline labels. */
  hoje: z.string(),
})
export type OsListPage = z.infer<typeof osListPage>

export const osItemView = z.object({
  id: z.uuid(),
  ordem: z.number().int(),
  tipo: z.enum(['servico', 'produto']),
  referencia_id: z.uuid().nullable(),
  descricao: z.string(),
  quantidade: z.number(),
  valor_unitario: z.number().int(),
  desconto_percentual: z.number(),
  desconto_valor: z.number().int(),
  subtotal: z.number().int(),
  /** Products: the catalogue's stock now, for the badge and the shortage warning. */
  unidade: z.string().nullable(),
  controla_estoque: z.boolean().nullable(),
  estoque_atual: z.number().nullable(),
  estoque_minimo: z.number().nullable(),
  /** Services: whether a line discount is allowed. */
  permite_desconto: z.boolean().nullable(),
})
export type OsItemView = z.infer<typeof osItemView>

export const osHistoricoView = z.object({
  id: z.uuid(),
  de_status: z.enum(osStatuses).nullable(),
  para_status: z.enum(osStatuses),
  evento: z.enum(osEventos),
  /** Absent on invoicing entries for a reader without `contas_receber` view (campos-restritos.ts). */
  observacao: z.string().nullable().optional(),
  origem: z.enum(['usuario', 'portal', 'sistema']),
  usuario_nome: z.string().nullable(),
  nome_cliente: z.string().nullable(),
  criado_em: z.string(),
})

export const osOrcamentoView = z.object({
  versao: z.number().int(),
  total_geral: z.number().int(),
  validade: z.string().nullable(),
  enviado_em: z.string(),
  enviado_por_nome: z.string().nullable(),
})

export const osFotoView = z.object({
  id: z.uuid(),
  tipo: z.enum(['antes', 'depois']),
  /** GET this URL (with the session cookie) for the image. */
  url: z.string(),
  criado_em: z.string(),
})
export type OsFotoView = z.infer<typeof osFotoView>

/** GET /api/os/:id and the answer of every write on one OS. */
export const osView = z.object({
  id: z.uuid(),
  numero_os: z.string(),
  status: z.enum(osStatuses),
  prioridade: z.enum(prioridades),
  /** Contact fields absent for a reader without `cadastros` view (campos-restritos.ts). */
  cliente: z
    .object({
      id: z.uuid(),
      nome_razao: z.string(),
      doc: z.string(),
      celular: z.string().nullable().optional(),
      telefone: z.string().nullable().optional(),
      email: z.string().nullable().optional(),
    })
    .nullable(),
  veiculo: z
    .object({
      id: z.uuid(),
      marca: z.string(),
      modelo: z.string(),
      placa: z.string(),
      km_atual: z.number().nullable(),
    })
    .nullable(),
  tecnico: z.object({ id: z.uuid(), nome: z.string(), ativo: z.boolean() }).nullable(),
  data_abertura: z.string(),
  previsao_entrega: z.string().nullable(),
  garantia_dias: z.number().int(),
  observacoes: z.string().nullable(),
  origem: z.string().nullable(),
  km_entrada: z.number().int().nullable(),
  laudo: z.string().nullable(),
  desconto_tipo: z.enum(['percentual', 'valor']).nullable(),
  desconto_percentual: z.number().nullable(),
  desconto_valor: z.number().int(),
  acrescimos_valor: z.number().int(),
  subtotal_servicos: z.number().int(),
  subtotal_produtos: z.number().int(),
  total_geral: z.number().int(),
  forma_pagamento_preferida: z.enum(formasPagamento).nullable(),
  condicoes_pagamento: z.string().nullable(),
  observacoes_orcamento: z.string().nullable(),
  orcamento_validade: z.string().nullable(),
  orcamento_enviado_em: z.string().nullable(),
  orcamento_versao_aprovada: z.number().int().nullable(),
  aprovado_em: z.string().nullable(),
  data_conclusao: z.string().nullable(),
  data_entrega: z.string().nullable(),
  faturado_em: z.string().nullable(),
  motivo_cancelamento: z.string().nullable(),
  /** The customer's refusal of the current quote version on the portal; cleared by approval or a new version. */
  recusa: z
    .object({
      versao: z.number().int(),
      nome: z.string().nullable(),
      em: z.string(),
      motivo: z.string().nullable(),
    })
    .nullable(),
  criado_em: z.string(),
  atualizado_em: z.string(),
  /** Sent back with PATCH: a save on an older version is refused (409 OS_ALTERADA). */
  versao: z.number().int(),
  itens: z.array(osItemView),
  historico: z.array(osHistoricoView),
  orcamentos: z.array(osOrcamentoView),
  fotos: z.array(osFotoView),
  /**
   * The OS's receivable titles once invoiced (cancelled ones included), by instalment; absent for a
   * reader without `contas_receber` view (campos-restritos.ts).
   */
  titulos: z.array(tituloView).optional(),
  /** Whether DELETE would remove it (a rascunho never sent), else it must be cancelled. */
  excluivel: z.boolean(),
})
export type OsView = z.infer<typeof osView>
