import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { empresas } from './empresas'

/**
 * The company's message templates (Configurações → Mensagens, issue 27), one row per key of
 * shared/mensagens; a key without a row uses the default text.
 */
export const modelosMensagem = pgTable(
  'modelos_mensagem',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    chave: text('chave').notNull(),
    texto: text('texto').notNull(),
    atualizado_em: createdAt('atualizado_em'),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.chave] })],
)
