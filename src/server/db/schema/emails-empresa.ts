import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { TIPOS_EMAIL_EMPRESA } from '../../../shared/email/emails-empresa.schemas'
import { createdAt } from './columns'
import { tenantColumns } from './empresas'
import { emailsSaida } from './plataforma'

/**
 * The emails a company sent to third parties (shared OS documents, invitations, payment reminders,
 * appointments): its outbox view and the
 * count its hourly and daily limits are checked against (issue 22 item 1). The message itself stays in the
 * platform outbox (`emails_saida`); this row ties it to the company under row-level security.
 */
export const emailsEmpresa = pgTable(
  'emails_empresa',
  {
    ...tenantColumns(),
    email_id: uuid('email_id')
      .notNull()
      .references(() => emailsSaida.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: TIPOS_EMAIL_EMPRESA }).notNull(),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    index('emails_empresa_criado_em_idx').on(t.empresa_id, t.criado_em),
  ],
)
