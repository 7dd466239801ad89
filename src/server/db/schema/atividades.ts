import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { clientes } from './cadastros'
import { createdAt } from './columns'
import { empresas } from './empresas'

/**
 * The activity log (issue 29, DESIGN §11 Audit): one append-only entry per change of a business row —
 * written by the trigger bancada_registrar_atividade (migration 0037) in the same transaction as the change —
 * and per action that changes no row (sign-in, export, download, e-mail sent). The application role may
 * only INSERT and SELECT it; retention (SPEC §9) deletes old entries from the daily job, as the owner.
 * Who/where come from the transaction's settings (with-tenant.ts): app.user_id, app.usuario_nome,
 * app.papel, app.origem, app.ip, app.user_agent, app.requisicao.
 */
export const atividades = pgTable(
  'atividades',
  {
    /**
     * No foreign key: the entry is written by a trigger while rows are deleted, also when a whole company is
     * (its cascade would fail the key), and each insert would pay the key's check and lock.
     */
    empresa_id: uuid('empresa_id').notNull(),
    /** Ever increasing: the log's order and its keyset. */
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    criado_em: createdAt(),
    /** No foreign key: the entry outlives the user; the name is kept as it was. */
    usuario_id: uuid('usuario_id'),
    usuario_nome: text('usuario_nome'),
    papel: text('papel'),
    /** usuario (a signed-in user), portal (a customer by a public link), sistema (background jobs), webhook. */
    origem: text('origem', { enum: ['usuario', 'portal', 'sistema', 'webhook'] }).notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    /** The HTTP request that made it: entries of one request share it. */
    requisicao: text('requisicao'),
    /** The table (a row's change) or the subject of an action ('sessao', 'exportacao', …). */
    entidade: text('entidade').notNull(),
    entidade_id: text('entidade_id'),
    /** criou, alterou, excluiu (row changes); entrou, falhou_entrar, saiu, exportou, baixou, enviou, … */
    acao: text('acao').notNull(),
    /** { campo: [antes, depois] }; secrets appear as '***', never their values. */
    campos: jsonb('campos').$type<Record<string, [unknown, unknown]>>(),
    descricao: text('descricao'),
    /** SPEC §9: seguranca is kept 90 days, negocio 5 years. */
    categoria: text('categoria', { enum: ['negocio', 'seguranca'] })
      .notNull()
      .default('negocio'),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    index('atividades_usuario_idx').on(t.empresa_id, t.usuario_id, t.id),
    index('atividades_entidade_idx').on(t.empresa_id, t.entidade, t.entidade_id, t.id),
    // A period's first id (atividades.service.ts primeiroIdDesde); retention's daily delete reads the heap.
    index('atividades_periodo_idx').on(t.empresa_id, t.criado_em),
    check('atividades_acao_check', sql`length(${t.acao}) between 1 and 40`),
  ],
)

/** A data subject's request (LGPD art. 18) made at the portal or registered at the counter: 15 days to answer. */
export const solicitacoesTitular = pgTable(
  'solicitacoes_titular',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    cliente_id: uuid('cliente_id').notNull(),
    /** exportacao (access/portability), exclusao (deletion → anonymisation), correcao. */
    tipo: text('tipo', { enum: ['exportacao', 'exclusao', 'correcao'] }).notNull(),
    origem: text('origem', { enum: ['portal', 'balcao'] }).notNull(),
    /** What the person wrote, if anything. */
    mensagem: text('mensagem'),
    status: text('status', { enum: ['aberta', 'atendida', 'recusada'] })
      .notNull()
      .default('aberta'),
    criado_em: createdAt(),
    /** The legal deadline: 15 days after the request (LGPD art. 19, II). */
    prazo_em: timestamp('prazo_em', { withTimezone: true }).notNull(),
    atendida_em: timestamp('atendida_em', { withTimezone: true }),
    atendida_por: uuid('atendida_por'),
    resposta: text('resposta'),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      columns: [t.empresa_id, t.cliente_id],
      foreignColumns: [clientes.empresa_id, clientes.id],
    }).onDelete('cascade'),
    index('solicitacoes_titular_abertas_idx').on(t.empresa_id, t.status, t.prazo_em),
    index('solicitacoes_titular_cliente_idx').on(t.empresa_id, t.cliente_id),
  ],
)
