import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  ambientes,
  provedores,
  regimesEspeciais,
  regimesTributarios,
  situacoesNota,
} from '../../../shared/fiscal/fiscal'
import { users } from './auth'
import { clientes } from './cadastros'
import { createdAt, money } from './columns'
import { empresas, tenantColumns } from './empresas'
import { os } from './os'

/**
 * A company's fiscal API and fiscal data (issue 28): one row per company. The provider's token and the
 * webhook's token and authorization live sealed in `segredos` (integracoes/segredos.ts), never in a column
 * of their own and never in an answer.
 */
export const nfseConfig = pgTable(
  'nfse_config',
  {
    empresa_id: uuid('empresa_id')
      .primaryKey()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    provedor: text('provedor', { enum: provedores }).notNull().default('focus_nfe'),
    ambiente: text('ambiente', { enum: ambientes }).notNull().default('homologacao'),
    segredos: text('segredos').notNull(),
    /** SHA-256 of the token in the webhook URL: how a callback, which has no session, finds its company. */
    webhook_token_hash: text('webhook_token_hash').notNull(),
    cnpj: text('cnpj').notNull(),
    inscricao_municipal: text('inscricao_municipal'),
    /** IBGE code of the company's city (7 digits). */
    codigo_municipio: text('codigo_municipio').notNull(),
    regime_tributario: text('regime_tributario', { enum: regimesTributarios }).notNull(),
    regime_especial: text('regime_especial', { enum: regimesEspeciais }).notNull().default('nenhum'),
    /** ISS rate in basis points (500 = 5%) for services without their own. */
    aliquota_iss_bp: integer('aliquota_iss_bp').notNull(),
    /** The code for services without their own: 14.01.01 (lubrication, repair of vehicles) for a workshop. */
    codigo_tributacao: text('codigo_tributacao').notNull().default('140101'),
    codigo_nbs: text('codigo_nbs'),
    /** Simples Nacional (ME/EPP): approximate total tax rate of the DAS bracket, basis points (Lei 12.741). */
    tributos_simples_bp: integer('tributos_simples_bp'),
    /** 'Emitir NFS-e ao faturar': invoicing an OS sends its note. */
    emitir_ao_faturar: boolean('emitir_ao_faturar').notNull().default(false),
    teste_em: timestamp('teste_em', { withTimezone: true }),
    teste_ok: boolean('teste_ok'),
    teste_mensagem: text('teste_mensagem'),
    webhook_registrado_em: timestamp('webhook_registrado_em', { withTimezone: true }),
    atualizado_em: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nfse_config_webhook_key').on(t.webhook_token_hash),
    check(
      'nfse_config_aliquota_check',
      sql`${t.aliquota_iss_bp} between 0 and 500 and (${t.tributos_simples_bp} is null or ${t.tributos_simples_bp} between 0 and 3300)`,
    ),
  ],
)

/**
 * An NFS-e of an OS: one row per attempt, its reference at the provider unique. At most one live note
 * (processando or autorizada) per OS: a double click or a retry finds it instead of issuing another. A
 * rejected attempt stays (erro) and a new attempt is a new row with the next `tentativa`.
 */
export const notasFiscais = pgTable(
  'notas_fiscais',
  {
    ...tenantColumns(),
    os_id: uuid('os_id').notNull(),
    cliente_id: uuid('cliente_id'),
    referencia: text('referencia').notNull(),
    tentativa: integer('tentativa').notNull(),
    provedor: text('provedor', { enum: provedores }).notNull(),
    ambiente: text('ambiente', { enum: ambientes }).notNull(),
    situacao: text('situacao', { enum: situacoesNota }).notNull().default('processando'),
    /** The month the note belongs to (the report's period), in the company's zone. */
    competencia: date('competencia').notNull(),
    tomador_nome: text('tomador_nome').notNull(),
    tomador_documento: text('tomador_documento'),
    discriminacao: text('discriminacao').notNull(),
    codigo_tributacao: text('codigo_tributacao').notNull(),
    valor_servicos: money('valor_servicos').notNull(),
    desconto: money('desconto').notNull().default(0),
    aliquota_iss_bp: integer('aliquota_iss_bp').notNull(),
    valor_iss: money('valor_iss').notNull(),
    iss_retido: boolean('iss_retido').notNull().default(false),
    /** What was sent to the provider (the provider-neutral note), kept as evidence. */
    enviado: jsonb('enviado').notNull(),
    numero: text('numero'),
    codigo_verificacao: text('codigo_verificacao'),
    chave: text('chave'),
    url_danfse: text('url_danfse'),
    url_xml: text('url_xml'),
    /** The DANFSE and the XML kept in Bancada's storage once authorized (the provider's links may expire). */
    danfse_path: text('danfse_path'),
    xml_path: text('xml_path'),
    /** The provider's or the municipality's message: why it failed, or why a cancel was refused. */
    mensagem: text('mensagem'),
    autorizada_em: timestamp('autorizada_em', { withTimezone: true }),
    motivo_cancelamento: text('motivo_cancelamento'),
    cancelada_em: timestamp('cancelada_em', { withTimezone: true }),
    /** Polling: when the background job asks the provider next about a note still processing. */
    consultar_em: timestamp('consultar_em', { withTimezone: true }),
    criado_por: uuid('criado_por').references(() => users.id, { onDelete: 'set null' }),
    criado_em: createdAt(),
    atualizado_em: createdAt('atualizado_em'),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({ columns: [t.empresa_id, t.os_id], foreignColumns: [os.empresa_id, os.id] }),
    foreignKey({ columns: [t.empresa_id, t.cliente_id], foreignColumns: [clientes.empresa_id, clientes.id] }),
    uniqueIndex('notas_fiscais_referencia_key').on(t.empresa_id, t.referencia),
    uniqueIndex('notas_fiscais_os_tentativa_key').on(t.empresa_id, t.os_id, t.tentativa),
    uniqueIndex('notas_fiscais_viva_key')
      .on(t.empresa_id, t.os_id)
      .where(sql`${t.situacao} in ('processando', 'autorizada')`),
    index('notas_fiscais_competencia_idx').on(t.empresa_id, t.competencia, t.id),
    index('notas_fiscais_cliente_idx').on(t.empresa_id, t.cliente_id),
    index('notas_fiscais_consultar_idx').on(t.consultar_em).where(sql`${t.situacao} = 'processando'`),
    check(
      'notas_fiscais_valores_check',
      sql`${t.valor_servicos} >= 0 and ${t.desconto} >= 0 and ${t.valor_iss} >= 0 and ${t.aliquota_iss_bp} between 0 and 500`,
    ),
  ],
)
