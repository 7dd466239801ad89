import { sql } from 'drizzle-orm'
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { clientes } from './cadastros'
import { createdAt, money } from './columns'
import { empresas, tenantColumns } from './empresas'
import { os } from './os'

export const formasPagamento = ['pix', 'dinheiro', 'cartao', 'boleto', 'transferencia', 'outro'] as const

/** Receivable titles (DESIGN §6): aberto, pago, cancelado; vencido is derived from the due date. */
export const arTitulos = pgTable(
  'ar_titulos',
  {
    ...tenantColumns(),
    os_id: uuid('os_id').notNull(),
    cliente_id: uuid('cliente_id').notNull(),
    parcela: text('parcela').notNull(),
    emissao: date('emissao').notNull(),
    vencimento: date('vencimento').notNull(),
    valor: money('valor').notNull(),
    /** Sum of the title's receipts, kept in the receipt's transaction; balance = valor − valor_pago. */
    valor_pago: money('valor_pago').notNull().default(0),
    forma: text('forma', { enum: formasPagamento }),
    status: text('status', { enum: ['aberto', 'pago', 'cancelado'] })
      .notNull()
      .default('aberto'),
    recebido_em: date('recebido_em'),
    obs: text('obs'),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({ columns: [t.empresa_id, t.os_id], foreignColumns: [os.empresa_id, os.id] }),
    foreignKey({ columns: [t.empresa_id, t.cliente_id], foreignColumns: [clientes.empresa_id, clientes.id] }),
    index('ar_titulos_os_idx').on(t.empresa_id, t.os_id),
    // Foreign-key checks when a client is deleted (cancelled titles included).
    index('ar_titulos_cliente_idx').on(t.empresa_id, t.cliente_id),
    // The receivables list (never cancelled titles) in due-date order; status in the key so the Liquidado
    // filter and the page's ids come from the index alone.
    index('ar_titulos_lista_idx')
      .on(t.empresa_id, t.vencimento, t.id, t.status)
      .where(sql`${t.status} <> 'cancelado'`),
    index('ar_titulos_cliente_lista_idx')
      .on(t.empresa_id, t.cliente_id, t.vencimento, t.id, t.status)
      .where(sql`${t.status} <> 'cancelado'`),
    // Open titles only: the Em Aberto / Vencido lists page through what is still due, not the history.
    // The financial report's "invoiced by month" sums the period's titles from the index alone.
    index('ar_titulos_emissao_idx')
      .on(t.empresa_id, t.emissao, t.valor)
      .where(sql`${t.status} <> 'cancelado'`),
    index('ar_titulos_abertos_idx').on(t.empresa_id, t.vencimento, t.id).where(sql`${t.status} = 'aberto'`),
    check(
      'ar_titulos_valores_check',
      sql`${t.valor} > 0 and ${t.valor_pago} >= 0 and ${t.valor_pago} <= ${t.valor}`,
    ),
  ],
)

/** Receipts: every amount received against a title (DESIGN §6). */
export const pagamentos = pgTable(
  'pagamentos',
  {
    ...tenantColumns(),
    titulo_id: uuid('titulo_id').notNull(),
    os_id: uuid('os_id').notNull(),
    valor: money('valor').notNull(),
    meio: text('meio', { enum: formasPagamento }).notNull(),
    data_pagamento: date('data_pagamento').notNull(),
    obs: text('obs'),
    /** A PSP's unique id of the payment (a PIX's endToEndId): the same payment is never received twice. */
    referencia: text('referencia'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      columns: [t.empresa_id, t.titulo_id],
      foreignColumns: [arTitulos.empresa_id, arTitulos.id],
    }),
    foreignKey({ columns: [t.empresa_id, t.os_id], foreignColumns: [os.empresa_id, os.id] }),
    index('pagamentos_data_idx').on(t.empresa_id, t.data_pagamento),
    // The financial report's receipts by payment method, from the index alone.
    index('pagamentos_meio_idx').on(t.empresa_id, t.data_pagamento, t.meio, t.valor),
    index('pagamentos_titulo_idx').on(t.empresa_id, t.titulo_id),
    uniqueIndex('pagamentos_referencia_key')
      .on(t.empresa_id, t.referencia)
      .where(sql`${t.referencia} is not null`),
    check('pagamentos_valor_check', sql`${t.valor} > 0`),
  ],
)

/**
 * Open titles added up per company and due date, kept exact by statement triggers on `ar_titulos`
 * (migration 0010), so the receivables cards and the dashboard sum a few hundred days instead of every
 * open title. Days whose titles were all settled stay with zeros.
 */
export const titulosAbertosDia = pgTable(
  'titulos_abertos_dia',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    vencimento: date('vencimento').notNull(),
    quantidade: integer('quantidade').notNull().default(0),
    /** Sum of valor − valor_pago of the day's open titles. */
    saldo: money('saldo').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.vencimento] })],
)

/** Receipts added up per company and payment date (statement triggers on `pagamentos`, migration 0010). */
export const recebimentosDia = pgTable(
  'recebimentos_dia',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    data_pagamento: date('data_pagamento').notNull(),
    valor: money('valor').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.data_pagamento] })],
)
