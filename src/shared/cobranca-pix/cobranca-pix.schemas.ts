import { z } from 'zod'
import { percentualParaBp } from '../formatos/percentual'
import { texto } from '../http/texto'
import { cobrancaPixMessages as m } from './cobranca-pix.messages'
import { tiposLembrete } from './lembretes'

/** GET /api/cobranca-pix/config (admin): the settings without any secret. */
export const cobrancaPixConfigView = z.object({
  configurado: z.boolean(),
  ativo: z.boolean(),
  base_url: z.string(),
  token_url: z.string(),
  client_id: z.string(),
  chave: z.string(),
  certificado_tipo: z.enum(['pfx', 'pem']).nullable(),
  certificado_validade: z.string().nullable(),
  /** The URL the bank posts received PIX to (its token authenticates the callback). */
  webhook_url: z.string().nullable(),
  webhook_registrado_em: z.string().nullable(),
  /** A signing secret is saved: callbacks without its HMAC are refused. */
  webhook_assinado: z.boolean(),
  multa_percentual: z.string(),
  juros_percentual_mes: z.string(),
  desconto_percentual: z.string(),
  desconto_dias: z.number().int(),
  validade_dias: z.number().int(),
  teste: z.object({ em: z.string(), ok: z.boolean(), mensagem: z.string() }).nullable(),
})
export type CobrancaPixConfigView = z.infer<typeof cobrancaPixConfigView>

const url = texto({ error: m.urlInvalida })
  .max(500, m.urlInvalida)
  .refine((v) => {
    try {
      return new URL(v).protocol === 'https:'
    } catch {
      return false
    }
  }, m.urlInvalida)

const percentual = (max: number) =>
  texto({ error: m.percentualInvalido(max) })
    .transform((v, ctx) => {
      const bp = percentualParaBp(v)
      if (bp === undefined || bp > max * 100) {
        ctx.addIssue({ code: 'custom', message: m.percentualInvalido(max) })
        return z.NEVER
      }
      return bp
    })
    .default(0)

const dias = (min: number, max: number, padrao: number) =>
  z
    .number({ error: m.diasInvalidos(min, max) })
    .int(m.diasInvalidos(min, max))
    .min(min, m.diasInvalidos(min, max))
    .max(max, m.diasInvalidos(min, max))
    .default(padrao)

// A bank's PFX is a few KB; 64 KB of base64 leaves room and keeps a request small.
const CERTIFICADO_MAX = 64 * 1024
const pem = (rotulo: RegExp) =>
  z
    .string({ error: m.pemInvalido })
    .trim()
    .max(CERTIFICADO_MAX, m.certificadoGrande)
    .refine((v) => rotulo.test(v), m.pemInvalido)

/** A client certificate as the bank gives it: a PFX file (base64) with its password, or PEM text. */
export const certificadoInput = z.discriminatedUnion(
  'tipo',
  [
    z.object({
      tipo: z.literal('pfx'),
      arquivo_base64: z
        .string({ error: m.certificadoObrigatorio })
        .min(1, m.certificadoObrigatorio)
        .max(CERTIFICADO_MAX, m.certificadoGrande)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, m.certificadoInvalido),
      senha: z.string().max(200).default(''),
    }),
    z.object({
      tipo: z.literal('pem'),
      certificado: pem(/-----BEGIN CERTIFICATE-----/),
      chave_privada: pem(/-----BEGIN (?:RSA |EC )?PRIVATE KEY-----/),
    }),
  ],
  { error: m.certificadoObrigatorio },
)
export type CertificadoInput = z.infer<typeof certificadoInput>

/**
 * PUT /api/cobranca-pix/config (admin). The client secret and the certificate are required the first
 * time; left out afterwards, the saved ones stay (they are never sent back to be re-sent).
 */
export const cobrancaPixConfigInput = z.object({
  ativo: z.boolean().default(true),
  base_url: url,
  token_url: url,
  client_id: texto({ error: m.clientIdObrigatorio }).min(1, m.clientIdObrigatorio).max(200),
  client_secret: z.string().trim().max(500).optional(),
  certificado: certificadoInput.optional(),
  /**
   * For banks that sign their callbacks: the shared secret of the HMAC-SHA256 of the body. Blank keeps
   * the saved one; `webhook_assinatura_remover` stops checking it.
   */
  webhook_segredo: z.string().trim().max(200, m.segredoWebhookLongo).optional(),
  webhook_assinatura_remover: z.boolean().default(false),
  chave: texto({ error: m.chaveObrigatoria }).min(1, m.chaveObrigatoria).max(77, m.chaveObrigatoria),
  multa_percentual: percentual(20),
  juros_percentual_mes: percentual(10),
  desconto_percentual: percentual(50),
  desconto_dias: dias(0, 60, 0),
  validade_dias: dias(1, 365, 30),
})
export type CobrancaPixConfigInput = z.input<typeof cobrancaPixConfigInput>

/** POST /api/cobranca-pix/testar: the outcome, in the admin's words. */
export const testeConexaoView = z.object({ ok: z.boolean(), mensagem: z.string() })

/** A title's charge at the bank, as the receivables and the portal show it. */
export const cobrancaDoTitulo = z.object({
  status: z.enum(['pendente', 'registrada', 'concluida', 'cancelada']),
  pix_copia_e_cola: z.string().nullable(),
  erro: z.string().nullable(),
})
export type CobrancaDoTitulo = z.infer<typeof cobrancaDoTitulo>

/** Situations of a PIX the bank reported (the 'Conciliação PIX' screen's filter). */
export const pixRecebidoSituacoes = ['conciliado', 'excedente', 'nao_identificado', 'devolvido'] as const
export const pixRecebidoSituacaoLabels: Record<(typeof pixRecebidoSituacoes)[number], string> = {
  conciliado: 'Conciliado',
  excedente: 'Pago a mais',
  nao_identificado: 'Não identificado',
  devolvido: 'Devolvido',
}

/** GET /api/cobranca-pix/recebidos: one PIX the bank reported, and the title it settled (if any). */
export const pixRecebidoView = z.object({
  id: z.uuid(),
  end_to_end_id: z.string(),
  txid: z.string().nullable(),
  valor: z.number().int(),
  /** The part of `valor` that settled the title; valor − valor_aplicado was paid beyond the balance. */
  valor_aplicado: z.number().int(),
  horario: z.string(),
  pagador_nome: z.string().nullable(),
  info_pagador: z.string().nullable(),
  situacao: z.enum(pixRecebidoSituacoes),
  origem: z.enum(['webhook', 'conciliacao']),
  /** Sent back to the payer ('Devolver PIX'): at most valor − valor_aplicado. */
  valor_devolvido: z.number().int(),
  /** The bank's word on the refund: EM_PROCESSAMENTO, DEVOLVIDO or NAO_REALIZADO (null: none asked). */
  devolucao_status: z.string().nullable(),
  titulo: z
    .object({
      id: z.uuid(),
      parcela: z.string(),
      os_id: z.uuid(),
      numero_os: z.string(),
      cliente_nome: z.string(),
    })
    .nullable(),
})
export type PixRecebidoView = z.infer<typeof pixRecebidoView>

export const pixRecebidosQuery = z.object({
  situacao: z.enum([...pixRecebidoSituacoes, 'pendentes', 'todos']).default('todos'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** POST /api/cobranca-pix/recebidos/:id/vincular: attaches an unidentified PIX to an open title. */
export const vincularPixInput = z.object({ titulo_id: z.uuid({ error: 'Escolha o título' }) })

/** POST /api/cobranca-pix/conciliar: what the bank's received PIX of the last days added. */
export const conciliacaoView = z.object({
  lidos: z.number().int(),
  novos: z.number().int(),
  conciliados: z.number().int(),
  mensagem: z.string(),
})

const diasLembrete = (max: number) =>
  z
    .number({ error: m.diasInvalidos(0, max) })
    .int(m.diasInvalidos(0, max))
    .min(0, m.diasInvalidos(0, max))
    .max(max, m.diasInvalidos(0, max))

/** GET /api/cobranca-pix/lembretes (admin): the reminder settings; their texts are in Configurações → Mensagens. */
export const lembretesView = z.object({
  ativo: z.boolean(),
  dias_antes: z.number().int(),
  no_dia: z.boolean(),
  dias_depois: z.number().int(),
  enviar_email: z.boolean(),
  /** False without SMTP_URL: the reminders are only offered as WhatsApp links. */
  email_disponivel: z.boolean(),
})
export type LembretesView = z.infer<typeof lembretesView>

/** PUT /api/cobranca-pix/lembretes (admin). */
export const lembretesInput = z.object({
  ativo: z.boolean(),
  dias_antes: diasLembrete(30),
  no_dia: z.boolean(),
  dias_depois: diasLembrete(60),
  enviar_email: z.boolean(),
})

/** GET /api/cobranca-pix/cobrancas-do-dia: the reminders due today, one tap each. */
export const cobrancaDoDia = z.object({
  titulo_id: z.uuid(),
  tipo: z.enum(tiposLembrete),
  os_id: z.uuid(),
  numero_os: z.string(),
  parcela: z.string(),
  cliente_nome: z.string(),
  /** Absent for a role without `cadastros` view (the customer's contact). */
  cliente_telefone: z.string().nullable(),
  cliente_email: z.string().nullable(),
  saldo: z.number().int(),
  vencimento: z.string(),
  mensagem: z.string(),
  /** https://wa.me/55<phone>?text=<message>; without a phone WhatsApp asks for the conversation. */
  whatsapp_url: z.string(),
  /** When the reminder went by email (null: not sent, no email or email off). */
  email_enviado_em: z.string().nullable(),
})
export const cobrancasDoDiaView = z.object({ hoje: z.string(), items: z.array(cobrancaDoDia) })
export type CobrancasDoDiaView = z.infer<typeof cobrancasDoDiaView>

/** POST /api/cobranca-pix/lembretes/enviar: today's reminder emails sent now. */
export const lembretesEnviadosView = z.object({ enviados: z.number().int(), mensagem: z.string() })

/** POST /api/cobranca-pix/recebidos/:id/devolver: how much of the PIX goes back to the payer. */
export const devolverPixInput = z.object({
  valor: z
    .number({ error: 'Informe o valor a devolver' })
    .int('Informe o valor a devolver')
    .positive('Informe o valor a devolver'),
})
