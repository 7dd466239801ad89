import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
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
import { users } from './auth'
import { createdAt, money, quantity } from './columns'
import { tenantColumns } from './empresas'

// Every `busca` column is its register's searched text through bancada_busca_texto (lowercase, no accents;
// migration 0020), the same function a search's term goes through (matchesBuscaValores).

export const clientes = pgTable(
  'clientes',
  {
    ...tenantColumns(),
    tipo_pessoa: text('tipo_pessoa', { enum: ['fisica', 'juridica'] }).notNull(),
    /** CPF digits or CNPJ characters (the alphanumeric CNPJ is text), unmasked. */
    doc: text('doc').notNull(),
    nome_razao: text('nome_razao').notNull(),
    email: text('email'),
    telefone: text('telefone'),
    celular: text('celular'),
    cep: text('cep'),
    endereco: text('endereco'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    uf: text('uf'),
    obs: text('obs'),
    /**
     * LGPD legal basis of messages (issue 29): service messages (quote, OS ready, receipts) go on contract
     * execution; revision reminders and marketing only with this consent. Opt-out from a message link
     * clears it and records `optout_em`.
     */
    consentimento_marketing: boolean('consentimento_marketing').notNull().default(false),
    consentimento_em: timestamp('consentimento_em', { withTimezone: true }),
    consentimento_origem: text('consentimento_origem', { enum: ['balcao', 'portal'] }),
    optout_em: timestamp('optout_em', { withTimezone: true }),
    /** Set by 'Anonimizar': the personal data was replaced; fiscal and financial records stay. */
    anonimizado_em: timestamp('anonimizado_em', { withTimezone: true }),
    /** What the list search matches: name, document and phones, lowercased and unaccented. */
    busca: text('busca').generatedAlwaysAs(
      sql`bancada_busca_texto(nome_razao || ' ' || doc || ' ' || coalesce(celular, '') || ' ' || coalesce(telefone, ''))`,
    ),
    criado_em: createdAt(),
    atualizado_em: createdAt('atualizado_em'),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    uniqueIndex('clientes_doc_key').on(t.empresa_id, t.doc),
    // busca's statistics target is set in migration 0019 (again in 0020, which re-creates the column).
    index('clientes_nome_idx').on(t.empresa_id, t.nome_razao, t.id),
    index('clientes_busca_idx').using('gin', sql`${t.busca} gin_trgm_ops`),
  ],
)

export const veiculos = pgTable(
  'veiculos',
  {
    ...tenantColumns(),
    cliente_id: uuid('cliente_id').notNull(),
    marca: text('marca').notNull(),
    modelo: text('modelo').notNull(),
    /** Normalised: uppercase, no hyphen (ABC1234 or ABC1C34). */
    placa: text('placa').notNull(),
    ano: integer('ano'),
    cor: text('cor'),
    chassi: text('chassi'),
    km_atual: integer('km_atual'),
    obs: text('obs'),
    busca: text('busca').generatedAlwaysAs(sql`bancada_busca_texto(placa || ' ' || marca || ' ' || modelo)`),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({ columns: [t.empresa_id, t.cliente_id], foreignColumns: [clientes.empresa_id, clientes.id] }),
    uniqueIndex('veiculos_placa_key').on(t.empresa_id, t.placa),
    index('veiculos_cliente_idx').on(t.empresa_id, t.cliente_id),
    // INCLUDE (busca) and busca's statistics target are in migrations 0019 and 0020 (drizzle has no INCLUDE).
    index('veiculos_recentes_idx').on(
      t.empresa_id,
      t.criado_em.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('veiculos_busca_idx').using('gin', sql`${t.busca} gin_trgm_ops`),
    check('veiculos_km_check', sql`${t.km_atual} is null or ${t.km_atual} >= 0`),
  ],
)

export const tecnicos = pgTable(
  'tecnicos',
  {
    ...tenantColumns(),
    nome: text('nome').notNull(),
    documento: text('documento'),
    email: text('email'),
    celular: text('celular'),
    ativo: boolean('ativo').notNull().default(true),
    /** The user who signs in as this technician (Meus serviços); one register per user. */
    usuario_id: uuid('usuario_id').references(() => users.id, { onDelete: 'set null' }),
    busca: text('busca').generatedAlwaysAs(sql`bancada_busca_texto(nome)`),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    index('tecnicos_nome_idx').on(t.empresa_id, t.nome, t.id),
    index('tecnicos_busca_idx').using('gin', sql`${t.busca} gin_trgm_ops`),
    uniqueIndex('tecnicos_usuario_key')
      .on(t.empresa_id, t.usuario_id)
      .where(sql`${t.usuario_id} is not null`),
  ],
)

export const servicosCatalogo = pgTable(
  'servicos_catalogo',
  {
    ...tenantColumns(),
    codigo: text('codigo').notNull(),
    descricao: text('descricao').notNull(),
    preco_publico: money('preco_publico').notNull(),
    custo_base: money('custo_base'),
    tempo_previsto_min: integer('tempo_previsto_min').notNull().default(60),
    permite_desconto: boolean('permite_desconto').notNull().default(true),
    /** Recurrence (issue 27): a delivered OS with this service makes the vehicle due again after it. */
    revisao_meses: integer('revisao_meses'),
    revisao_km: integer('revisao_km'),
    /** NFS-e (issue 28): the service's own tax codes and ISS, when they differ from the company's defaults. */
    codigo_tributacao: text('codigo_tributacao'),
    codigo_nbs: text('codigo_nbs'),
    aliquota_iss_bp: integer('aliquota_iss_bp'),
    iss_retido: boolean('iss_retido').notNull().default(false),
    busca: text('busca').generatedAlwaysAs(sql`bancada_busca_texto(codigo || ' ' || descricao)`),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    uniqueIndex('servicos_codigo_key').on(t.empresa_id, t.codigo),
    index('servicos_descricao_idx').on(t.empresa_id, t.descricao, t.id),
    index('servicos_busca_idx').using('gin', sql`${t.busca} gin_trgm_ops`),
    check('servicos_preco_check', sql`${t.preco_publico} >= 0 and coalesce(${t.custo_base}, 0) >= 0`),
    check(
      'servicos_fiscal_check',
      sql`(${t.aliquota_iss_bp} is null or ${t.aliquota_iss_bp} between 0 and 500) and (${t.codigo_tributacao} is null or ${t.codigo_tributacao} ~ '^[0-9]{6}$') and (${t.codigo_nbs} is null or ${t.codigo_nbs} ~ '^[0-9]{9}$')`,
    ),
    check(
      'servicos_revisao_check',
      sql`(${t.revisao_meses} is null or ${t.revisao_meses} between 1 and 120) and (${t.revisao_km} is null or ${t.revisao_km} between 100 and 1000000)`,
    ),
  ],
)

export const produtos = pgTable(
  'produtos',
  {
    ...tenantColumns(),
    sku: text('sku').notNull(),
    descricao: text('descricao').notNull(),
    unidade: text('unidade', { enum: ['UN', 'L', 'KG', 'M', 'CX', 'PC'] })
      .notNull()
      .default('UN'),
    preco_publico: money('preco_publico').notNull(),
    custo_base: money('custo_base'),
    controla_estoque: boolean('controla_estoque').notNull().default(false),
    estoque_atual: quantity('estoque_atual').notNull().default('0'),
    estoque_minimo: quantity('estoque_minimo').notNull().default('0'),
    busca: text('busca').generatedAlwaysAs(sql`bancada_busca_texto(sku || ' ' || descricao)`),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    uniqueIndex('produtos_sku_key').on(t.empresa_id, t.sku),
    index('produtos_descricao_idx').on(t.empresa_id, t.descricao, t.id),
    index('produtos_busca_idx').using('gin', sql`${t.busca} gin_trgm_ops`),
    // The bell's low-stock products (SPEC §2: current at or below minimum) without reading the catalogue.
    index('produtos_estoque_baixo_idx')
      .on(t.empresa_id, t.id)
      .where(sql`${t.controla_estoque} and ${t.estoque_atual} <= ${t.estoque_minimo}`),
    check('produtos_preco_check', sql`${t.preco_publico} >= 0 and coalesce(${t.custo_base}, 0) >= 0`),
  ],
)
