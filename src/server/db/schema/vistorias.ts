import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { vistoriaSituacoes, vistoriaTipos } from '../../../shared/vistoria/vistoria'
import { users } from './auth'
import { createdAt } from './columns'
import { empresas, tenantColumns } from './empresas'
import { os } from './os'

/** A mark as stored: the photo by its row id (vistoria_fotos), numbered in the order the shop placed it. */
export type MarcaGuardada = {
  numero: number
  vista: string
  x: number
  y: number
  tipo: string
  descricao: string | null
  foto_id: string | null
}

/**
 * The check-in (entrada) or check-out (saida) inspection of an OS (issue 26). A signed one is read-only: a
 * correction is a new version (versao + 1) and the signed one becomes 'substituida', kept as it was. The
 * signature keeps who, when, where from and the SHA-256 of the signed content (shared/vistoria).
 */
export const vistorias = pgTable(
  'vistorias',
  {
    ...tenantColumns(),
    os_id: uuid('os_id').notNull(),
    tipo: text('tipo', { enum: vistoriaTipos }).notNull(),
    versao: integer('versao').notNull().default(1),
    situacao: text('situacao', { enum: vistoriaSituacoes }).notNull().default('rascunho'),
    km: integer('km'),
    combustivel: integer('combustivel'),
    checklist: jsonb('checklist').$type<{ item: string; presente: boolean }[]>().notNull().default([]),
    observacoes: text('observacoes'),
    marcas: jsonb('marcas').$type<MarcaGuardada[]>().notNull().default([]),
    /** The company's terms when the inspection was made: what the customer reads and signs. */
    termos: text('termos').notNull(),
    assinante_nome: text('assinante_nome'),
    assinante_documento: text('assinante_documento'),
    /** The drawn signature, a PNG data URL (a few KB). */
    assinatura_imagem: text('assinatura_imagem'),
    assinatura_canal: text('assinatura_canal', { enum: ['balcao', 'portal'] }),
    assinado_em: timestamp('assinado_em', { withTimezone: true }),
    /** The shop's user who handed over the device; null when signed through the portal link. */
    assinado_por: uuid('assinado_por').references(() => users.id, { onDelete: 'set null' }),
    assinado_ip: inet('assinado_ip'),
    assinado_user_agent: text('assinado_user_agent'),
    sha256: text('sha256'),
    criado_por: uuid('criado_por').references(() => users.id, { onDelete: 'set null' }),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({ columns: [t.empresa_id, t.os_id], foreignColumns: [os.empresa_id, os.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('vistorias_versao_key').on(t.empresa_id, t.os_id, t.tipo, t.versao),
    // One live inspection of each kind per OS: the draft or the signed one; corrections replace it.
    uniqueIndex('vistorias_atual_key')
      .on(t.empresa_id, t.os_id, t.tipo)
      .where(sql`${t.situacao} <> 'substituida'`),
    check('vistorias_combustivel_check', sql`${t.combustivel} between 0 and 4`),
    check(
      'vistorias_assinada_check',
      sql`${t.situacao} = 'rascunho' or (${t.assinado_em} is not null and ${t.sha256} is not null)`,
    ),
  ],
)

/** Photos of an inspection's marks. A correction copies the rows (the file is shared, never rewritten). */
export const vistoriaFotos = pgTable(
  'vistoria_fotos',
  {
    ...tenantColumns(),
    vistoria_id: uuid('vistoria_id').notNull(),
    arquivo: text('arquivo').notNull(),
    mime: text('mime').notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: text('sha256').notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      columns: [t.empresa_id, t.vistoria_id],
      foreignColumns: [vistorias.empresa_id, vistorias.id],
    }).onDelete('cascade'),
    index('vistoria_fotos_vistoria_idx').on(t.empresa_id, t.vistoria_id),
    index('vistoria_fotos_arquivo_idx').on(t.empresa_id, t.arquivo),
  ],
)

/**
 * The link the customer opens to review and sign remotely (`/v/:token`): only the token's SHA-256 is
 * stored; the migration's policy shows one row to a transaction naming its hash in app.vistoria_token.
 */
export const vistoriaLinks = pgTable(
  'vistoria_links',
  {
    ...tenantColumns(),
    vistoria_id: uuid('vistoria_id').notNull(),
    token_hash: text('token_hash').notNull(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    criado_por: uuid('criado_por').references(() => users.id, { onDelete: 'set null' }),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      columns: [t.empresa_id, t.vistoria_id],
      foreignColumns: [vistorias.empresa_id, vistorias.id],
    }).onDelete('cascade'),
    uniqueIndex('vistoria_links_token_hash_key').on(t.token_hash),
    index('vistoria_links_vistoria_idx').on(t.empresa_id, t.vistoria_id),
  ],
)

/** The company's checklist and terms (Configurações → Vistoria); absent until first saved. */
export const vistoriaModelos = pgTable('vistoria_modelos', {
  empresa_id: uuid('empresa_id')
    .primaryKey()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  itens: jsonb('itens').$type<string[]>().notNull(),
  termos: text('termos').notNull(),
  atualizado_em: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
})
