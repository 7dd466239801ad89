import { date, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core'
import { money, quantity } from './columns'
import { empresas } from './empresas'

/*
 * The reports' sums (decision 012), kept exact by statement triggers (migration 0017) so a report over a
 * year reads a few thousand rows instead of every OS, line and title. Days of instants (conclusion,
 * status changes) are calendar days in the company's time zone; changing the zone rebuilds them
 * (`bancada_relatorios_reconstruir`). Rows that fall to zero stay.
 */

const empresaId = () =>
  uuid('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'cascade' })

/** Concluded OS (data_conclusao set, never cancelled) per day of conclusion and technician. */
export const relatorioConclusoesDia = pgTable(
  'relatorio_conclusoes_dia',
  {
    empresa_id: empresaId(),
    dia: date('dia').notNull(),
    tecnico_id: uuid('tecnico_id'),
    quantidade: integer('quantidade').notNull().default(0),
    /** Sum of the days from opening to conclusion. */
    soma_dias: integer('soma_dias').notNull().default(0),
    /** Concluded on or before the forecast date. */
    no_prazo: integer('no_prazo').notNull().default(0),
    com_previsao: integer('com_previsao').notNull().default(0),
    receita: money('receita').notNull().default(0),
    /** The OS-level discounts (line discounts are in relatorio_itens_dia). */
    descontos: money('descontos').notNull().default(0),
  },
  (t) => [unique('relatorio_conclusoes_dia_key').on(t.empresa_id, t.dia, t.tecnico_id).nullsNotDistinct()],
)

/** Lines of concluded OS per day of conclusion and item (catalogue id, or the description when typed). */
export const relatorioItensDia = pgTable(
  'relatorio_itens_dia',
  {
    empresa_id: empresaId(),
    dia: date('dia').notNull(),
    tipo: text('tipo', { enum: ['servico', 'produto'] }).notNull(),
    chave: text('chave').notNull(),
    referencia_id: uuid('referencia_id'),
    descricao: text('descricao').notNull(),
    quantidade: quantity('quantidade').notNull().default('0'),
    receita: money('receita').notNull().default(0),
    descontos: money('descontos').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.dia, t.tipo, t.chave] })],
)

/**
 * Counts per day of: OS opened ('aberta', by data_abertura), first delivery and cancellation of each OS
 * ('entregue', 'cancelado'), first quote sent ('orcamento_enviado', with the OS total then) and first
 * approval ('orcamento_aprovado', with the OS total then, counted on the day its quote was first sent,
 * so conversion compares like with like).
 */
export const relatorioEventosDia = pgTable(
  'relatorio_eventos_dia',
  {
    empresa_id: empresaId(),
    dia: date('dia').notNull(),
    evento: text('evento', {
      enum: ['aberta', 'entregue', 'cancelado', 'orcamento_enviado', 'orcamento_aprovado'],
    }).notNull(),
    quantidade: integer('quantidade').notNull().default(0),
    valor: money('valor').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.dia, t.evento] })],
)

/** How many OS each company has in each status now. */
export const osStatusContagens = pgTable(
  'os_status_contagens',
  {
    empresa_id: empresaId(),
    status: text('status').notNull(),
    quantidade: integer('quantidade').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.status] })],
)

/** Titles issued (not cancelled) per day of issue. */
export const faturamentoDia = pgTable(
  'faturamento_dia',
  {
    empresa_id: empresaId(),
    emissao: date('emissao').notNull(),
    valor: money('valor').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.emissao] })],
)

/** Receipts per payment date and method. */
export const recebimentosMeioDia = pgTable(
  'recebimentos_meio_dia',
  {
    empresa_id: empresaId(),
    data_pagamento: date('data_pagamento').notNull(),
    meio: text('meio').notNull(),
    quantidade: integer('quantidade').notNull().default(0),
    valor: money('valor').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.data_pagamento, t.meio] })],
)
