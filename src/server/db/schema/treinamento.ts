import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { treinamentoTipos } from '../../../shared/treinamento/treinamento.schemas'
import { users } from './auth'
import { empresas } from './empresas'

/**
 * What each user has concluded in the training centre (a video watched, a document read, a guide
 * done). The catalogue itself lives in content/treinamento/: `item_id` names a manifest entry, so a row
 * exists only while marked, and marking twice keeps the first date.
 */
export const treinamentoProgresso = pgTable(
  'treinamento_progresso',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item_tipo: text('item_tipo', { enum: treinamentoTipos }).notNull(),
    item_id: text('item_id').notNull(),
    concluido_em: timestamp('concluido_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.user_id, t.item_tipo, t.item_id] })],
)
