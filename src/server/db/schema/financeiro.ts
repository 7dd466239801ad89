import { sql } from 'drizzle-orm'
import { check, date, foreignKey, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { clientes } from './cadastros'
import { createdAt, money } from './columns'
import { tenantColumns } from './empresas'
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
    index('ar_titulos_vencimento_idx').on(t.empresa_id, t.status, t.vencimento),
    index('ar_titulos_os_idx').on(t.empresa_id, t.os_id),
    index('ar_titulos_cliente_idx').on(t.empresa_id, t.cliente_id),
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
    index('pagamentos_titulo_idx').on(t.empresa_id, t.titulo_id),
    check('pagamentos_valor_check', sql`${t.valor} > 0`),
  ],
)
