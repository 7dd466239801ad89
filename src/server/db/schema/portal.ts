import { sql } from 'drizzle-orm'
import {
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { createdAt } from './columns'
import { tenantColumns } from './empresas'
import { os } from './os'

/**
 * The public quote link the customer opens from WhatsApp (`/p/:token`): one per quote version. Only the
 * SHA-256 of the link's 32 random bytes is stored. The customer has no company scope: the policy added in
 * the migration shows one row to a transaction that names its token hash in `app.orcamento_token`.
 * Revising the quote revokes the older versions' links (the page then says the quote changed).
 */
export const orcamentoLinks = pgTable(
  'orcamento_links',
  {
    ...tenantColumns(),
    os_id: uuid('os_id').notNull(),
    /** The quote version (`os_orcamentos.versao`) the link shows and the customer answers. */
    versao: integer('versao').notNull(),
    token_hash: text('token_hash').notNull(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogado_em: timestamp('revogado_em', { withTimezone: true }),
    criado_por: uuid('criado_por').references(() => users.id, { onDelete: 'set null' }),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({ columns: [t.empresa_id, t.os_id], foreignColumns: [os.empresa_id, os.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('orcamento_links_token_hash_key').on(t.token_hash),
    // One live link per quote version ('Link do orçamento' hands the same one out again); it also serves
    // the revocation of an OS's live links when its quote is revised.
    uniqueIndex('orcamento_links_versao_ativa_key')
      .on(t.empresa_id, t.os_id, t.versao)
      .where(sql`${t.revogado_em} is null`),
  ],
)
