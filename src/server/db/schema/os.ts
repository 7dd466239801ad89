import { sql } from 'drizzle-orm'
import {
  check,
  date,
  foreignKey,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { osEventos } from '../../../shared/os/os-historico'
import { osStatuses } from '../../../shared/os/os-status'
import { users } from './auth'
import { clientes, produtos, tecnicos, veiculos } from './cadastros'
import { createdAt, money, quantity } from './columns'
import { empresas, tenantColumns } from './empresas'

/** Per company and year, the last OS number handed out (DESIGN §5). */
export const osNumeracao = pgTable(
  'os_numeracao',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    ano: integer('ano').notNull(),
    ultimo: integer('ultimo').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.ano] })],
)

export const os = pgTable(
  'os',
  {
    ...tenantColumns(),
    numero_os: text('numero_os').notNull(),
    /** The number's sequence (42 in OS-2026-0042): searching '42' finds it in any year. */
    sequencia: integer('sequencia'),
    cliente_id: uuid('cliente_id'),
    veiculo_id: uuid('veiculo_id'),
    tecnico_responsavel_id: uuid('tecnico_responsavel_id'),
    status: text('status', { enum: osStatuses }).notNull().default('rascunho'),
    prioridade: text('prioridade', { enum: ['baixa', 'media', 'alta'] })
      .notNull()
      .default('media'),
    data_abertura: date('data_abertura').notNull(),
    previsao_entrega: date('previsao_entrega'),
    garantia_dias: integer('garantia_dias').notNull().default(90),
    observacoes: text('observacoes'),
    origem: text('origem'),
    km_entrada: integer('km_entrada'),
    laudo: text('laudo'),
    desconto_tipo: text('desconto_tipo', { enum: ['percentual', 'valor'] }),
    desconto_percentual: numeric('desconto_percentual', { precision: 5, scale: 2 }),
    desconto_valor: money('desconto_valor').notNull().default(0),
    acrescimos_valor: money('acrescimos_valor').notNull().default(0),
    subtotal_servicos: money('subtotal_servicos').notNull().default(0),
    subtotal_produtos: money('subtotal_produtos').notNull().default(0),
    total_geral: money('total_geral').notNull().default(0),
    forma_pagamento_preferida: text('forma_pagamento_preferida', {
      enum: ['pix', 'dinheiro', 'cartao', 'boleto', 'transferencia', 'outro'],
    }),
    condicoes_pagamento: text('condicoes_pagamento'),
    observacoes_orcamento: text('observacoes_orcamento'),
    orcamento_validade: date('orcamento_validade'),
    orcamento_enviado_em: timestamp('orcamento_enviado_em', { withTimezone: true }),
    orcamento_versao_aprovada: integer('orcamento_versao_aprovada'),
    aprovado_em: timestamp('aprovado_em', { withTimezone: true }),
    /** The customer's refusal of the current quote version on the portal; a new version clears it. */
    orcamento_recusado_em: timestamp('orcamento_recusado_em', { withTimezone: true }),
    /** The name the customer typed when refusing. */
    orcamento_recusado_por: text('orcamento_recusado_por'),
    orcamento_recusa_motivo: text('orcamento_recusa_motivo'),
    data_conclusao: timestamp('data_conclusao', { withTimezone: true }),
    data_entrega: timestamp('data_entrega', { withTimezone: true }),
    faturado_em: timestamp('faturado_em', { withTimezone: true }),
    motivo_cancelamento: text('motivo_cancelamento'),
    criado_por: uuid('criado_por').references(() => users.id, { onDelete: 'set null' }),
    criado_em: createdAt(),
    atualizado_em: createdAt('atualizado_em'),
    /**
     * Raised by the database on every change of the row, with who and when (migration 0029): a save
     * made on an older version is refused (optimistic concurrency, 'Esta OS foi alterada por …').
     */
    versao: integer('versao').notNull().default(1),
    alterado_por: uuid('alterado_por').references(() => users.id, { onDelete: 'set null' }),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    uniqueIndex('os_numero_key').on(t.empresa_id, t.numero_os),
    foreignKey({ columns: [t.empresa_id, t.cliente_id], foreignColumns: [clientes.empresa_id, clientes.id] }),
    foreignKey({ columns: [t.empresa_id, t.veiculo_id], foreignColumns: [veiculos.empresa_id, veiculos.id] }),
    foreignKey({
      columns: [t.empresa_id, t.tecnico_responsavel_id],
      foreignColumns: [tecnicos.empresa_id, tecnicos.id],
    }),
    index('os_recentes_idx').on(t.empresa_id, t.criado_em.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('os_status_idx').on(t.empresa_id, t.status),
    index('os_cliente_idx').on(t.empresa_id, t.cliente_id),
    index('os_veiculo_idx').on(t.empresa_id, t.veiculo_id),
    index('os_tecnico_idx').on(t.empresa_id, t.tecnico_responsavel_id),
    index('os_abertura_idx').on(t.empresa_id, t.data_abertura),
    index('os_previsao_idx').on(t.empresa_id, t.previsao_entrega, t.id),
    index('os_total_idx').on(t.empresa_id, t.total_geral, t.id),
    index('os_sequencia_idx').on(t.empresa_id, t.sequencia),
    // The dashboard's "concluded in the last 30 days" counts a date range from the index alone.
    index('os_conclusao_idx')
      .on(t.empresa_id, t.data_conclusao)
      .where(sql`${t.data_conclusao} is not null and ${t.status} <> 'cancelado'`),
    // The summary cards read only open OS, a small part of a company's history, from the index alone.
    // The service and financial reports read the concluded OS of a period from the index alone.
    index('os_relatorio_conclusao_idx')
      .on(
        t.empresa_id,
        t.data_conclusao,
        t.tecnico_responsavel_id,
        t.data_abertura,
        t.previsao_entrega,
        t.total_geral,
        t.desconto_valor,
        t.id,
      )
      .where(sql`${t.data_conclusao} is not null and ${t.status} <> 'cancelado'`),
    // Quotes the customer refused and the shop has not answered yet: the list filter and the dashboard.
    index('os_recusados_idx')
      .on(t.empresa_id, t.orcamento_recusado_em)
      .where(sql`${t.status} = 'orcamento_enviado' and ${t.orcamento_recusado_em} is not null`),
    index('os_abertas_idx')
      .on(t.empresa_id, t.previsao_entrega, t.total_geral)
      .where(sql`${t.status} not in ('concluido', 'entregue', 'cancelado')`),
    check(
      'os_valores_check',
      sql`${t.desconto_valor} >= 0 and ${t.acrescimos_valor} >= 0 and ${t.total_geral} >= 0 and ${t.garantia_dias} >= 0`,
    ),
  ],
)

export const osItens = pgTable(
  'os_itens',
  {
    ...tenantColumns(),
    os_id: uuid('os_id').notNull(),
    ordem: integer('ordem').notNull().default(0),
    tipo: text('tipo', { enum: ['servico', 'produto'] }).notNull(),
    /** The catalogue service or product the line came from. */
    referencia_id: uuid('referencia_id'),
    descricao: text('descricao').notNull(),
    quantidade: quantity('quantidade').notNull(),
    valor_unitario: money('valor_unitario').notNull(),
    desconto_percentual: numeric('desconto_percentual', { precision: 5, scale: 2 }).notNull().default('0'),
    desconto_valor: money('desconto_valor').notNull().default(0),
    subtotal: money('subtotal').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({ columns: [t.empresa_id, t.os_id], foreignColumns: [os.empresa_id, os.id] }).onDelete(
      'cascade',
    ),
    index('os_itens_os_idx').on(t.empresa_id, t.os_id),
    index('os_itens_referencia_idx').on(t.empresa_id, t.referencia_id),
    check(
      'os_itens_valores_check',
      sql`${t.quantidade} >= 0 and ${t.valor_unitario} >= 0 and ${t.desconto_valor} >= 0 and ${t.subtotal} >= 0`,
    ),
  ],
)

/**
 * Every status change, from any source, with who, when, from, to and a note (DESIGN §5), and the events
 * that keep the status (a customer's refusal, invoicing and its reversal), each with its `evento`.
 */
export const osHistorico = pgTable(
  'os_historico',
  {
    ...tenantColumns(),
    os_id: uuid('os_id').notNull(),
    de_status: text('de_status', { enum: osStatuses }),
    para_status: text('para_status', { enum: osStatuses }).notNull(),
    evento: text('evento', { enum: osEventos }).notNull(),
    observacao: text('observacao'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    origem: text('origem', { enum: ['usuario', 'portal', 'sistema'] })
      .notNull()
      .default('usuario'),
    nome_cliente: text('nome_cliente'),
    ip: inet('ip'),
    user_agent: text('user_agent'),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({ columns: [t.empresa_id, t.os_id], foreignColumns: [os.empresa_id, os.id] }).onDelete(
      'cascade',
    ),
    index('os_historico_os_idx').on(t.empresa_id, t.os_id, t.criado_em),
    // The bell's "quotes approved in the last 7 days" reads only approvals, newest first.
    // The service report counts changes to one status in a period (quotes sent, deliveries, cancellations).
    index('os_historico_status_idx').on(t.empresa_id, t.para_status, t.criado_em, t.os_id),
    index('os_historico_aprovacoes_idx')
      .on(t.empresa_id, t.criado_em)
      .where(sql`${t.para_status} = 'aprovado'`),
    // The bell's "quotes refused in the last 7 days".
    index('os_historico_recusas_idx')
      .on(t.empresa_id, t.criado_em)
      .where(sql`${t.evento} = 'orcamento_recusado'`),
  ],
)

/** Quote versions: a numbered snapshot of items and totals at each 'Enviar Orçamento' (DESIGN §8b). */
export const osOrcamentos = pgTable(
  'os_orcamentos',
  {
    ...tenantColumns(),
    os_id: uuid('os_id').notNull(),
    versao: integer('versao').notNull(),
    itens: jsonb('itens').notNull(),
    subtotal_servicos: money('subtotal_servicos').notNull(),
    subtotal_produtos: money('subtotal_produtos').notNull(),
    desconto_valor: money('desconto_valor').notNull(),
    acrescimos_valor: money('acrescimos_valor').notNull(),
    total_geral: money('total_geral').notNull(),
    validade: date('validade'),
    condicoes_pagamento: text('condicoes_pagamento'),
    observacoes: text('observacoes'),
    enviado_por: uuid('enviado_por').references(() => users.id, { onDelete: 'set null' }),
    enviado_em: createdAt('enviado_em'),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({ columns: [t.empresa_id, t.os_id], foreignColumns: [os.empresa_id, os.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('os_orcamentos_versao_key').on(t.empresa_id, t.os_id, t.versao),
  ],
)

/** Stock movements: OS conclusions, their reversals, manual entries and adjustments (DESIGN §5). */
export const estoqueMovimentos = pgTable(
  'estoque_movimentos',
  {
    ...tenantColumns(),
    produto_id: uuid('produto_id').notNull(),
    os_id: uuid('os_id'),
    tipo: text('tipo', { enum: ['entrada', 'saida', 'ajuste', 'estorno'] }).notNull(),
    /** Signed: positive adds to stock, negative removes. */
    quantidade: quantity('quantidade').notNull(),
    saldo_apos: quantity('saldo_apos').notNull(),
    observacao: text('observacao'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({ columns: [t.empresa_id, t.produto_id], foreignColumns: [produtos.empresa_id, produtos.id] }),
    foreignKey({ columns: [t.empresa_id, t.os_id], foreignColumns: [os.empresa_id, os.id] }),
    index('estoque_movimentos_produto_idx').on(t.empresa_id, t.produto_id, t.criado_em),
  ],
)

/** Photos before and after the work (DESIGN §5); the file lives in the photo storage under `arquivo`. */
export const osFotos = pgTable(
  'os_fotos',
  {
    ...tenantColumns(),
    os_id: uuid('os_id').notNull(),
    tipo: text('tipo', { enum: ['antes', 'depois'] }).notNull(),
    arquivo: text('arquivo').notNull(),
    mime: text('mime').notNull(),
    tamanho: integer('tamanho').notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({ columns: [t.empresa_id, t.os_id], foreignColumns: [os.empresa_id, os.id] }).onDelete(
      'cascade',
    ),
    index('os_fotos_os_idx').on(t.empresa_id, t.os_id, t.criado_em),
  ],
)
