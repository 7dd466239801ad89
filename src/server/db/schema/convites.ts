import { sql } from 'drizzle-orm'
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { createdAt } from './columns'
import { tenantColumns } from './empresas'

/**
 * Invitations (DESIGN §3, §8b): an admin invites an email with a profile (never admin). Only a SHA-256
 * of the link's random token is stored, so a database copy cannot be used to join a company. A
 * person reads and accepts an invitation before having a company scope: the policy added in the
 * migration shows one row to a transaction that names its token hash in `app.convite_token`.
 */
export const convites = pgTable(
  'convites',
  {
    ...tenantColumns(),
    email: text('email').notNull(),
    role: text('role', { enum: ['gerente', 'operador', 'tecnico'] }).notNull(),
    token_hash: text('token_hash').notNull(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    criado_por: uuid('criado_por').references(() => users.id, { onDelete: 'set null' }),
    aceito_em: timestamp('aceito_em', { withTimezone: true }),
    revogado_em: timestamp('revogado_em', { withTimezone: true }),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    uniqueIndex('convites_token_hash_key').on(t.token_hash),
    // One open invitation per email and company: inviting again replaces the previous link.
    uniqueIndex('convites_email_aberto_key')
      .on(t.empresa_id, t.email)
      .where(sql`${t.aceito_em} is null and ${t.revogado_em} is null`),
    index('convites_empresa_criado_idx').on(t.empresa_id, t.criado_em),
  ],
)
