import { sql } from 'drizzle-orm'
import {
  check,
  date,
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
import { revisaoSituacoes } from '../../../shared/revisoes/revisoes'
import { users } from './auth'
import { clientes, servicosCatalogo, veiculos } from './cadastros'
import { createdAt } from './columns'
import { tenantColumns } from './empresas'
import { os } from './os'

/**
 * A vehicle's next revision of a recurring service (issue 27, /agenda/revisoes). `data_prevista` comes from
 * the service's months, `km_previsto` from its km over the OS's entry km, and `data_km_estimada` is when the
 * vehicle should reach that km at its average km per day. `vence_em` is the earlier of the two dates: the
 * list's order and filter, kept by the database.
 */
export const revisoes = pgTable(
  'revisoes',
  {
    ...tenantColumns(),
    veiculo_id: uuid('veiculo_id').notNull(),
    cliente_id: uuid('cliente_id').notNull(),
    servico_id: uuid('servico_id').notNull(),
    /** The delivered OS that carried the service. */
    os_id: uuid('os_id').notNull(),
    data_prevista: date('data_prevista', { mode: 'string' }),
    km_previsto: integer('km_previsto'),
    data_km_estimada: date('data_km_estimada', { mode: 'string' }),
    vence_em: date('vence_em', { mode: 'string' }).generatedAlwaysAs(
      sql`least(data_prevista, data_km_estimada)`,
    ),
    situacao: text('situacao', { enum: revisaoSituacoes }).notNull().default('pendente'),
    contatado_em: timestamp('contatado_em', { withTimezone: true }),
    contatado_por: uuid('contatado_por').references(() => users.id, { onDelete: 'set null' }),
    /** The later OS with the same service that closed this revision. */
    concluida_os_id: uuid('concluida_os_id'),
    concluida_em: timestamp('concluida_em', { withTimezone: true }),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      columns: [t.empresa_id, t.veiculo_id],
      foreignColumns: [veiculos.empresa_id, veiculos.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.empresa_id, t.cliente_id], foreignColumns: [clientes.empresa_id, clientes.id] }),
    foreignKey({
      columns: [t.empresa_id, t.servico_id],
      foreignColumns: [servicosCatalogo.empresa_id, servicosCatalogo.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.empresa_id, t.os_id], foreignColumns: [os.empresa_id, os.id] }).onDelete(
      'cascade',
    ),
    // One open revision per vehicle and service: a newer delivery replaces the date, never duplicates.
    uniqueIndex('revisoes_aberta_key')
      .on(t.empresa_id, t.veiculo_id, t.servico_id)
      .where(sql`${t.situacao} <> 'concluida'`),
    index('revisoes_vence_idx').on(t.empresa_id, t.situacao, t.vence_em, t.id),
    index('revisoes_veiculo_idx').on(t.empresa_id, t.veiculo_id),
    // The list's search by the customer the revision is for (the vehicle may have changed hands since).
    index('revisoes_cliente_idx').on(t.empresa_id, t.cliente_id),
    check('revisoes_prazo_check', sql`${t.data_prevista} is not null or ${t.km_previsto} is not null`),
  ],
)
