import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { empresas } from './empresas'

/**
 * How many rows each company has in each large table, kept exact by statement triggers (migration 0007),
 * so an unfiltered list shows its total without counting 100 000 rows on every page.
 */
export const contagens = pgTable(
  'contagens',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    tabela: text('tabela').notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.tabela] })],
)
