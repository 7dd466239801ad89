import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { agendamentoStatus } from '../../../shared/agenda/agenda'
import { users } from './auth'
import { clientes, tecnicos, veiculos } from './cadastros'
import { createdAt } from './columns'
import { tenantColumns } from './empresas'

/**
 * An appointment (issue 27, /agenda): a customer (and vehicle) expected at `inicio` for `duracao_min`, with
 * a technician and/or a bay. 'Chegou' opens a draft OS (os_id). `versao` refuses stale writes.
 */
export const agendamentos = pgTable(
  'agendamentos',
  {
    ...tenantColumns(),
    cliente_id: uuid('cliente_id').notNull(),
    veiculo_id: uuid('veiculo_id'),
    tecnico_id: uuid('tecnico_id'),
    /** The bay or lift ('Box 1', 'Elevador 2'), one of the company's agenda_boxes. */
    box: text('box'),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    duracao_min: integer('duracao_min').notNull().default(60),
    motivo: text('motivo').notNull(),
    observacoes: text('observacoes'),
    status: text('status', { enum: agendamentoStatus }).notNull().default('agendado'),
    /** The OS opened when the customer arrived. */
    os_id: uuid('os_id'),
    confirmado_em: timestamp('confirmado_em', { withTimezone: true }),
    /** The customer asked, through the portal link, for another time (the text they wrote). */
    reagendamento_pedido: text('reagendamento_pedido'),
    reagendamento_pedido_em: timestamp('reagendamento_pedido_em', { withTimezone: true }),
    /** The day-before reminder was sent (Mensagens do dia). */
    lembrete_enviado_em: timestamp('lembrete_enviado_em', { withTimezone: true }),
    versao: integer('versao').notNull().default(1),
    criado_por: uuid('criado_por').references(() => users.id, { onDelete: 'set null' }),
    criado_em: createdAt(),
    atualizado_em: createdAt('atualizado_em'),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({ columns: [t.empresa_id, t.cliente_id], foreignColumns: [clientes.empresa_id, clientes.id] }),
    foreignKey({
      columns: [t.empresa_id, t.veiculo_id],
      foreignColumns: [veiculos.empresa_id, veiculos.id],
    }),
    foreignKey({
      columns: [t.empresa_id, t.tecnico_id],
      foreignColumns: [tecnicos.empresa_id, tecnicos.id],
    }),
    index('agendamentos_inicio_idx').on(t.empresa_id, t.inicio),
    index('agendamentos_tecnico_idx').on(t.empresa_id, t.tecnico_id, t.inicio),
    index('agendamentos_cliente_idx').on(t.empresa_id, t.cliente_id, t.inicio),
    // The bell's 'Pedido de novo horário' reads the company's recent requests: few rows, any agenda size.
    index('agendamentos_reagendamento_idx')
      .on(t.empresa_id, t.reagendamento_pedido_em)
      .where(sql`${t.reagendamento_pedido} is not null`),
    check('agendamentos_duracao_check', sql`${t.duracao_min} between 5 and 1440`),
  ],
)

/**
 * The link the customer opens to confirm or ask to reschedule (`/a/:token`): only the token's SHA-256 is
 * stored; the migration's policy shows one row to a transaction naming its hash in app.agendamento_token.
 */
export const agendamentoLinks = pgTable(
  'agendamento_links',
  {
    ...tenantColumns(),
    agendamento_id: uuid('agendamento_id').notNull(),
    token_hash: text('token_hash').notNull(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      columns: [t.empresa_id, t.agendamento_id],
      foreignColumns: [agendamentos.empresa_id, agendamentos.id],
    }).onDelete('cascade'),
    uniqueIndex('agendamento_links_token_hash_key').on(t.token_hash),
    index('agendamento_links_agendamento_idx').on(t.empresa_id, t.agendamento_id),
  ],
)
