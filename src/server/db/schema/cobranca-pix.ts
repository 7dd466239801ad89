import { sql } from 'drizzle-orm'
import {
  boolean,
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
import { createdAt, money } from './columns'
import { empresas, tenantColumns } from './empresas'
import { arTitulos, pagamentos } from './financeiro'

/**
 * A company's connection to its bank's API Pix (issue 24): one row per company. The secrets (client
 * secret, client certificate and its password, the webhook token) live encrypted in `segredos`
 * (integracoes/segredos.ts), never in a column of their own and never in an answer.
 */
export const cobrancaPixConfig = pgTable(
  'cobranca_pix_config',
  {
    empresa_id: uuid('empresa_id')
      .primaryKey()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    ativo: boolean('ativo').notNull().default(true),
    base_url: text('base_url').notNull(),
    token_url: text('token_url').notNull(),
    client_id: text('client_id').notNull(),
    chave: text('chave').notNull(),
    certificado_tipo: text('certificado_tipo', { enum: ['pfx', 'pem'] }).notNull(),
    /** The client certificate's end of validity, shown to the admin (a bank certificate lasts a year or so). */
    certificado_validade: timestamp('certificado_validade', { withTimezone: true }),
    segredos: text('segredos').notNull(),
    /** SHA-256 of the token in the webhook URL: how a callback, which has no session, finds its company. */
    webhook_token_hash: text('webhook_token_hash').notNull(),
    /** Fine and interest after the due date, early-payment discount: hundredths of a percent (200 = 2%). */
    multa_bp: integer('multa_bp').notNull().default(0),
    juros_mes_bp: integer('juros_mes_bp').notNull().default(0),
    desconto_bp: integer('desconto_bp').notNull().default(0),
    desconto_dias: integer('desconto_dias').notNull().default(0),
    /** Days a charge can still be paid after its due date (with fine and interest). */
    validade_dias: integer('validade_dias').notNull().default(30),
    teste_em: timestamp('teste_em', { withTimezone: true }),
    teste_ok: boolean('teste_ok'),
    teste_mensagem: text('teste_mensagem'),
    webhook_registrado_em: timestamp('webhook_registrado_em', { withTimezone: true }),
    /** Last time the reconciliation read the bank's received PIX up to (the next run starts a bit before). */
    conciliado_ate: timestamp('conciliado_ate', { withTimezone: true }),
    atualizado_em: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cobranca_pix_config_webhook_key').on(t.webhook_token_hash),
    check(
      'cobranca_pix_config_percentuais_check',
      sql`${t.multa_bp} between 0 and 2000 and ${t.juros_mes_bp} between 0 and 1000 and ${t.desconto_bp} between 0 and 5000 and ${t.desconto_dias} between 0 and 60 and ${t.validade_dias} between 1 and 365`,
    ),
  ],
)

/**
 * A title's charge at the bank (a `cobv`): what the bank should hold (value and due date) and whether it
 * does. `pendente` = not registered (or revised) at the bank yet: a background job retries it, and the
 * title shows the static PIX code meanwhile.
 */
export const cobrancasPix = pgTable(
  'cobrancas_pix',
  {
    ...tenantColumns(),
    titulo_id: uuid('titulo_id').notNull(),
    txid: text('txid').notNull(),
    status: text('status', { enum: ['pendente', 'registrada', 'concluida', 'cancelada'] })
      .notNull()
      .default('pendente'),
    /** True once the bank has the charge: a change is then a revision (PATCH), not a creation (PUT). */
    na_psp: boolean('na_psp').notNull().default(false),
    /** To remove at the bank (title cancelled or settled otherwise) rather than register. */
    remover: boolean('remover').notNull().default(false),
    valor: money('valor').notNull(),
    vencimento: date('vencimento').notNull(),
    revisao: integer('revisao').notNull().default(0),
    pix_copia_e_cola: text('pix_copia_e_cola'),
    tentativas: integer('tentativas').notNull().default(0),
    proxima_tentativa_em: timestamp('proxima_tentativa_em', { withTimezone: true }).notNull().defaultNow(),
    erro: text('erro'),
    criado_em: createdAt(),
    atualizado_em: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      columns: [t.empresa_id, t.titulo_id],
      foreignColumns: [arTitulos.empresa_id, arTitulos.id],
    }),
    uniqueIndex('cobrancas_pix_titulo_key').on(t.empresa_id, t.titulo_id),
    uniqueIndex('cobrancas_pix_txid_key').on(t.txid),
    // The background job's queue: only what still has to reach the bank.
    index('cobrancas_pix_fila_idx')
      .on(t.empresa_id, t.proxima_tentativa_em)
      .where(sql`${t.status} = 'pendente'`),
    check('cobrancas_pix_valor_check', sql`${t.valor} > 0`),
  ],
)

/**
 * Every PIX the bank reported (webhook or reconciliation), once per `endToEndId`: matched to a title and a
 * receipt, or kept for review when its txid is unknown or it paid more than the balance.
 */
export const pixRecebidos = pgTable(
  'pix_recebidos',
  {
    ...tenantColumns(),
    end_to_end_id: text('end_to_end_id').notNull(),
    txid: text('txid'),
    valor: money('valor').notNull(),
    horario: timestamp('horario', { withTimezone: true }).notNull(),
    pagador_nome: text('pagador_nome'),
    info_pagador: text('info_pagador'),
    titulo_id: uuid('titulo_id'),
    pagamento_id: uuid('pagamento_id'),
    /** The part of `valor` that settled the title; the rest (valor − valor_aplicado) is an overpayment. */
    valor_aplicado: money('valor_aplicado').notNull().default(0),
    situacao: text('situacao', {
      enum: ['conciliado', 'excedente', 'nao_identificado', 'devolvido'],
    }).notNull(),
    origem: text('origem', { enum: ['webhook', 'conciliacao'] }).notNull(),
    valor_devolvido: money('valor_devolvido').notNull().default(0),
    /** The refund asked of the bank ('Devolver PIX'): its id there and the bank's last word on it. */
    devolucao_id: text('devolucao_id'),
    devolucao_status: text('devolucao_status'),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    uniqueIndex('pix_recebidos_e2e_key').on(t.empresa_id, t.end_to_end_id),
    index('pix_recebidos_horario_idx').on(t.empresa_id, t.horario),
    foreignKey({
      columns: [t.empresa_id, t.titulo_id],
      foreignColumns: [arTitulos.empresa_id, arTitulos.id],
    }),
    foreignKey({
      columns: [t.empresa_id, t.pagamento_id],
      foreignColumns: [pagamentos.empresa_id, pagamentos.id],
    }),
    check(
      'pix_recebidos_valores_check',
      sql`${t.valor} > 0 and ${t.valor_aplicado} between 0 and ${t.valor} and ${t.valor_devolvido} between 0 and ${t.valor} - ${t.valor_aplicado}`,
    ),
  ],
)

/**
 * A company's payment reminders (issue 24 item 5): before the due date, on the day and after, by email
 * when the customer has one (and SMTP is set) and as WhatsApp links in the daily 'Cobranças do dia' list.
 * A null template is the default one (shared/cobranca-pix/lembretes.ts).
 */
export const lembretesCobranca = pgTable(
  'lembretes_cobranca',
  {
    empresa_id: uuid('empresa_id')
      .primaryKey()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    ativo: boolean('ativo').notNull().default(false),
    dias_antes: integer('dias_antes').notNull().default(3),
    no_dia: boolean('no_dia').notNull().default(true),
    dias_depois: integer('dias_depois').notNull().default(3),
    enviar_email: boolean('enviar_email').notNull().default(true),
    atualizado_em: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'lembretes_cobranca_dias_check',
      sql`${t.dias_antes} between 0 and 30 and ${t.dias_depois} between 0 and 60`,
    ),
  ],
)

/** Each reminder emailed, once per title and moment: servers racing to send it insert one row only. */
export const lembretesEnviados = pgTable(
  'lembretes_enviados',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    titulo_id: uuid('titulo_id').notNull(),
    tipo: text('tipo', { enum: ['antes', 'no_dia', 'depois'] }).notNull(),
    email_id: uuid('email_id'),
    criado_em: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.titulo_id, t.tipo] }),
    foreignKey({
      columns: [t.empresa_id, t.titulo_id],
      foreignColumns: [arTitulos.empresa_id, arTitulos.id],
    }),
  ],
)
