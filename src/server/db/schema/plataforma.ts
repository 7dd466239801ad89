import { index, inet, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

// Platform tables: they belong to Bancada itself, not to a company (no empresa_id, no RLS).

/**
 * Messages sent through the public contact form (/contato). Kept 12 months (the privacy page's promise),
 * with the copy forwarded to the team (`email_id`): ops/retencao.ts deletes both.
 */
export const contatos = pgTable(
  'contatos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    telefone: text('telefone'),
    empresa: text('empresa'),
    mensagem: text('mensagem').notNull(),
    ip: inet('ip'),
    email_id: uuid('email_id').references(() => emailsSaida.id, { onDelete: 'set null' }),
    criado_em: createdAt(),
  },
  (t) => [index('contatos_criado_em_idx').on(t.criado_em)],
)

/**
 * Every outgoing email, kept whether or not SMTP is configured: without SMTP_URL this is the outbox
 * the operator reads; with it, the row records whether the send worked.
 */
export const emailsSaida = pgTable(
  'emails_saida',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    para: text('para').notNull(),
    responder_para: text('responder_para'),
    assunto: text('assunto').notNull(),
    texto: text('texto').notNull(),
    status: text('status', { enum: ['pendente', 'enviado', 'erro'] })
      .notNull()
      .default('pendente'),
    erro: text('erro'),
    criado_em: createdAt(),
    enviado_em: timestamp('enviado_em', { withTimezone: true }),
  },
  (t) => [index('emails_saida_criado_em_idx').on(t.criado_em)],
)

/**
 * Failed sign-ins per email (issue 22 item 8): keyed by the typed address whether or not an account has
 * it, so a lockout never tells which emails are registered. A success or a password reset deletes the row.
 */
export const tentativasLogin = pgTable('tentativas_login', {
  email: text('email').primaryKey(),
  /** Failures since the last lockout (or since the first failure of the series). */
  falhas: integer('falhas').notNull().default(0),
  /** Lockouts in a row: each one lasts twice the previous, up to the cap. */
  bloqueios: integer('bloqueios').notNull().default(0),
  bloqueado_ate: timestamp('bloqueado_ate', { withTimezone: true }),
  ultima_falha: timestamp('ultima_falha', { withTimezone: true }).notNull().defaultNow(),
})
