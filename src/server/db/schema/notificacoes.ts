import { sql } from 'drizzle-orm'
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { createdAt } from './columns'
import { empresas } from './empresas'

/**
 * Each user's read state of the computed notifications (decision 009): one row per user, never one per
 * item. `lidas_ate` is the last 'Marcar todas como lidas' (everything that began by then is read);
 * `chaves` holds the items marked one by one since, pruned to the items still shown on every mark.
 */
export const notificacoesLeitura = pgTable(
  'notificacoes_leitura',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lidas_ate: timestamp('lidas_ate', { withTimezone: true }),
    chaves: text('chaves').array().notNull().default(sql`'{}'::text[]`),
    atualizado_em: createdAt('atualizado_em'),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.user_id] })],
)
