import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { modulos } from '../../../shared/permissoes/permissoes'
import { users } from './auth'
import { createdAt } from './columns'

/** A tenant (DESIGN §3): the spec's empresa_config plus plan, trial and PIX data. */
export const empresas = pgTable(
  'empresas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome_empresa: text('nome_empresa').notNull(),
    cnpj: text('cnpj'),
    email: text('email'),
    telefone: text('telefone'),
    cep: text('cep'),
    endereco: text('endereco'),
    numero: text('numero'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    uf: text('uf'),
    fuso_horario: text('fuso_horario').notNull().default('America/Sao_Paulo'),
    plano: text('plano', { enum: ['basico', 'pro', 'enterprise'] })
      .notNull()
      .default('pro'),
    status_assinatura: text('status_assinatura', { enum: ['trial', 'ativa', 'inadimplente', 'cancelada'] })
      .notNull()
      .default('trial'),
    trial_ate: timestamp('trial_ate', { withTimezone: true }),
    inadimplente_desde: timestamp('inadimplente_desde', { withTimezone: true }),
    pix_tipo: text('pix_tipo'),
    pix_chave: text('pix_chave'),
    pix_nome: text('pix_nome'),
    pix_cidade: text('pix_cidade'),
    logo_path: text('logo_path'),
    /** Off: an OS whose stock-controlled parts are short cannot be concluded until stock is entered. */
    permitir_estoque_negativo: boolean('permitir_estoque_negativo').notNull().default(true),
    /** The agenda's working day ('HH:MM', company time zone) and bays (issue 27): capacity per day. */
    agenda_abertura: text('agenda_abertura').notNull().default('08:00'),
    agenda_fechamento: text('agenda_fechamento').notNull().default('18:00'),
    agenda_boxes: jsonb('agenda_boxes').$type<string[]>().notNull().default([]),
    demo: boolean('demo').notNull().default(false),
    /**
     * Cancelling the subscription (issue 29): the admin has 30 days to download the company's export
     * (`dados_excluir_em`); then the daily job deletes its data except what the law requires to keep, and
     * records `dados_excluidos_em`.
     */
    cancelada_em: timestamp('cancelada_em', { withTimezone: true }),
    dados_excluir_em: timestamp('dados_excluir_em', { withTimezone: true }),
    dados_excluidos_em: timestamp('dados_excluidos_em', { withTimezone: true }),
    criado_em: createdAt(),
    atualizado_em: createdAt('atualizado_em'),
  },
  (t) => [check('empresas_uf_check', sql`${t.uf} is null or length(${t.uf}) = 2`)],
)

/** Every business row belongs to a company; the key is (empresa_id, id) (DESIGN §3). */
export const tenantColumns = () => ({
  empresa_id: uuid('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  id: uuid('id').notNull().default(sql`gen_random_uuid()`),
})

/**
 * A user's membership in a company: the spec's profile role, ativo and telefone live here (DESIGN §8b).
 * A user belongs to one company.
 */
export const membros = pgTable(
  'membros',
  {
    ...tenantColumns(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'gerente', 'operador', 'tecnico'] }).notNull(),
    ativo: boolean('ativo').notNull().default(true),
    telefone: text('telefone'),
    fundador: boolean('fundador').notNull().default(false),
    notificacoes: boolean('notificacoes').notNull().default(true),
    criado_em: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] }), uniqueIndex('membros_user_id_key').on(t.user_id)],
)

/** Per company, per role and module: the four flags of SPEC §3 role_permissions. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['gerente', 'operador', 'tecnico'] }).notNull(),
    modulo: text('modulo', {
      enum: modulos,
    }).notNull(),
    can_view: boolean('can_view').notNull().default(false),
    can_create: boolean('can_create').notNull().default(false),
    can_edit: boolean('can_edit').notNull().default(false),
    can_delete: boolean('can_delete').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.role, t.modulo] })],
)
