import { createHash, createHmac, randomBytes, timingSafeEqual, X509Certificate } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { cobrancaPixMessages as m } from '../../../shared/cobranca-pix/cobranca-pix.messages'
import type {
  CertificadoInput,
  CobrancaPixConfigView,
  cobrancaPixConfigInput,
} from '../../../shared/cobranca-pix/cobranca-pix.schemas'
import { bpParaPercentual } from '../../../shared/formatos/percentual'
import type { Config } from '../../config'
import type { Executor, Tx } from '../../db/client'
import { cobrancaPixConfig } from '../../db/schema'
import { enterTenant, withTenant } from '../../db/with-tenant'
import { AppError, notFound } from '../../http/errors'
import { criarClientePsp, validarCertificado } from '../../integracoes/pix/api-pix'
import type { CertificadoCliente, ClientePsp } from '../../integracoes/pix/psp'
import { ErroPsp } from '../../integracoes/pix/psp'
import { abrir, selar } from '../../integracoes/segredos'
import type { Tenant } from '../auth/tenant.service'

export type ConfigPix = Pick<Config, 'baseUrl' | 'pix'>
type Linha = typeof cobrancaPixConfig.$inferSelect

/** What `segredos` holds once opened: never a column of its own, never in an answer or a log. */
interface Segredos {
  client_secret: string
  certificado: { tipo: 'pfx'; pfx_base64: string; senha: string } | { tipo: 'pem'; cert: string; key: string }
  webhook_token: string
  /** The bank's signing secret of its callbacks, when it signs them. */
  webhook_segredo?: string
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The URL registered at the bank; the bank posts each received PIX to it followed by `/pix`. */
export const webhookUrlDe = (config: ConfigPix, token: string) =>
  `${config.baseUrl.replace(/\/$/, '')}/api/webhooks/pix/${token}`

function abrirSegredos(linha: Linha, config: ConfigPix): Segredos {
  try {
    return JSON.parse(abrir(linha.segredos, config.pix.segredosKey)) as Segredos
  } catch {
    throw new AppError(409, 'SEGREDO_ILEGIVEL', m.segredoIlegivel)
  }
}

function certificadoCliente(s: Segredos['certificado']): CertificadoCliente {
  return s.tipo === 'pfx'
    ? { tipo: 'pfx', pfx: Buffer.from(s.pfx_base64, 'base64'), senha: s.senha }
    : { tipo: 'pem', cert: s.cert, key: s.key }
}

function guardavel(c: CertificadoInput): Segredos['certificado'] {
  return c.tipo === 'pfx'
    ? { tipo: 'pfx', pfx_base64: c.arquivo_base64, senha: c.senha }
    : { tipo: 'pem', cert: c.certificado, key: c.chave_privada }
}

/** The bank's client for a company's settings (the extra CA of PIX_CA_FILE trusted too). */
export function clienteDe(linha: Linha, config: ConfigPix): ClientePsp {
  const segredos = abrirSegredos(linha, config)
  return criarClientePsp(
    {
      baseUrl: linha.base_url,
      tokenUrl: linha.token_url,
      clientId: linha.client_id,
      clientSecret: segredos.client_secret,
      certificado: certificadoCliente(segredos.certificado),
      ca: config.pix.caFile ? readFileSync(config.pix.caFile, 'utf8') : undefined,
    },
    { timeoutMs: config.pix.timeoutMs },
  )
}

/** The company's settings row, or undefined when it has no PSP (the static PIX code applies). */
export async function configDaEmpresa(tx: Executor): Promise<Linha | undefined> {
  const [linha] = await tx.select().from(cobrancaPixConfig)
  return linha
}

function present(linha: Linha | undefined, config: ConfigPix): CobrancaPixConfigView {
  if (!linha) {
    return {
      configurado: false,
      ativo: false,
      base_url: '',
      token_url: '',
      client_id: '',
      chave: '',
      certificado_tipo: null,
      certificado_validade: null,
      webhook_url: null,
      webhook_registrado_em: null,
      webhook_assinado: false,
      multa_percentual: bpParaPercentual(0),
      juros_percentual_mes: bpParaPercentual(0),
      desconto_percentual: bpParaPercentual(0),
      desconto_dias: 0,
      validade_dias: 30,
      teste: null,
    }
  }
  let webhookUrl: string | null = null
  let webhookAssinado = false
  try {
    const segredos = abrirSegredos(linha, config)
    webhookUrl = webhookUrlDe(config, segredos.webhook_token)
    webhookAssinado = Boolean(segredos.webhook_segredo)
  } catch {
    // Unreadable secrets: the settings say so when saved or tested; the URL is simply not shown.
  }
  return {
    configurado: true,
    ativo: linha.ativo,
    base_url: linha.base_url,
    token_url: linha.token_url,
    client_id: linha.client_id,
    chave: linha.chave,
    certificado_tipo: linha.certificado_tipo,
    certificado_validade: linha.certificado_validade?.toISOString() ?? null,
    webhook_url: webhookUrl,
    webhook_registrado_em: linha.webhook_registrado_em?.toISOString() ?? null,
    webhook_assinado: webhookAssinado,
    multa_percentual: bpParaPercentual(linha.multa_bp),
    juros_percentual_mes: bpParaPercentual(linha.juros_mes_bp),
    desconto_percentual: bpParaPercentual(linha.desconto_bp),
    desconto_dias: linha.desconto_dias,
    validade_dias: linha.validade_dias,
    teste:
      linha.teste_em && linha.teste_ok !== null
        ? { em: linha.teste_em.toISOString(), ok: linha.teste_ok, mensagem: linha.teste_mensagem ?? '' }
        : null,
  }
}

export function getCobrancaPixConfig(db: Executor, tenant: Tenant, config: ConfigPix) {
  return withTenant(db, tenant, async (tx) => present(await configDaEmpresa(tx), config))
}

/**
 * Saves the settings. The secret and the certificate are required the first time and kept when left out;
 * a certificate is checked (file, password) before it is stored. The webhook token is made once.
 */
export async function salvarCobrancaPixConfig(
  db: Executor,
  tenant: Tenant,
  input: z.output<typeof cobrancaPixConfigInput>,
  config: ConfigPix,
): Promise<CobrancaPixConfigView> {
  let validade: Date | null | undefined
  if (input.certificado) {
    try {
      validarCertificado(certificadoCliente(guardavel(input.certificado)))
    } catch (error) {
      throw new AppError(400, 'VALIDATION', error instanceof ErroPsp ? error.message : m.certificadoInvalido)
    }
    // A PEM certificate tells its end of validity; a PFX would need its password-protected bag parsed.
    validade =
      input.certificado.tipo === 'pem'
        ? new Date(new X509Certificate(input.certificado.certificado).validTo)
        : null
  }
  return withTenant(db, tenant, async (tx) => {
    const atual = await configDaEmpresa(tx)
    const anteriores = atual ? abrirSegredos(atual, config) : undefined
    const clientSecret = input.client_secret || anteriores?.client_secret
    if (!clientSecret) throw new AppError(400, 'VALIDATION', m.clientSecretObrigatorio)
    const certificado = input.certificado ? guardavel(input.certificado) : anteriores?.certificado
    if (!certificado) throw new AppError(400, 'VALIDATION', m.certificadoObrigatorio)
    const webhookToken = anteriores?.webhook_token ?? randomBytes(24).toString('base64url')
    const webhookSegredo = input.webhook_assinatura_remover
      ? undefined
      : input.webhook_segredo || anteriores?.webhook_segredo
    const segredos: Segredos = {
      client_secret: clientSecret,
      certificado,
      webhook_token: webhookToken,
      ...(webhookSegredo && { webhook_segredo: webhookSegredo }),
    }
    const valores = {
      ativo: input.ativo,
      base_url: input.base_url.replace(/\/$/, ''),
      token_url: input.token_url,
      client_id: input.client_id,
      chave: input.chave,
      certificado_tipo: certificado.tipo,
      ...(validade !== undefined && { certificado_validade: validade }),
      segredos: selar(JSON.stringify(segredos), config.pix.segredosKey),
      webhook_token_hash: hashToken(webhookToken),
      multa_bp: input.multa_percentual,
      juros_mes_bp: input.juros_percentual_mes,
      desconto_bp: input.desconto_percentual,
      desconto_dias: input.desconto_dias,
      validade_dias: input.validade_dias,
      // New credentials or a new bank: the last test no longer says anything about them.
      teste_em: null,
      teste_ok: null,
      teste_mensagem: null,
      atualizado_em: new Date(),
    }
    const [linha] = await tx
      .insert(cobrancaPixConfig)
      .values({ empresa_id: tenant.empresaId, ...valores })
      .onConflictDoUpdate({ target: cobrancaPixConfig.empresa_id, set: valores })
      .returning()
    return present(linha, config)
  })
}

/** Disconnects the bank: titles show the static PIX code again; charges already at the bank stay there. */
export function removerCobrancaPixConfig(db: Executor, tenant: Tenant) {
  return withTenant(db, tenant, async (tx) => {
    const removidas = await tx.delete(cobrancaPixConfig).returning({ id: cobrancaPixConfig.empresa_id })
    if (removidas.length === 0) throw notFound(m.naoConfigurado)
  })
}

/**
 * 'Testar conexão': gets a token and registers the webhook at the bank (outside any transaction: a slow
 * bank holds no lock), then records the outcome.
 */
export async function testarConexao(db: Executor, tenant: Tenant, config: ConfigPix) {
  const linha = await withTenant(db, tenant, (tx) => configDaEmpresa(tx))
  if (!linha) throw notFound(m.naoConfigurado)
  const cliente = clienteDe(linha, config)
  const webhookUrl = webhookUrlDe(config, abrirSegredos(linha, config).webhook_token)
  let resultado: { ok: boolean; mensagem: string }
  try {
    await cliente.testarConexao()
    await cliente.registrarWebhook(linha.chave, webhookUrl)
    resultado = { ok: true, mensagem: m.conexaoOk }
  } catch (error) {
    if (!(error instanceof ErroPsp)) throw error
    resultado = { ok: false, mensagem: error.message }
  } finally {
    cliente.fechar()
  }
  const agora = new Date()
  await withTenant(db, tenant, (tx) =>
    tx
      .update(cobrancaPixConfig)
      .set({
        teste_em: agora,
        teste_ok: resultado.ok,
        teste_mensagem: resultado.mensagem,
        ...(resultado.ok && { webhook_registrado_em: agora }),
      })
      .where(eq(cobrancaPixConfig.empresa_id, tenant.empresaId)),
  )
  return resultado
}

/**
 * The company of a webhook's token, before any company scope (the bank has no session): the migration's
 * policy shows the one row whose hash the transaction names; the transaction then enters that company.
 */
export async function configDoWebhook(tx: Tx, token: string): Promise<Linha | undefined> {
  await enterTenant(tx, {})
  await tx.execute(sql`select set_config('app.pix_webhook_token', ${hashToken(token)}, true)`)
  const [linha] = await tx.select().from(cobrancaPixConfig)
  await tx.execute(sql`select set_config('app.pix_webhook_token', '', true)`)
  if (linha) await enterTenant(tx, { empresaId: linha.empresa_id })
  return linha
}

/**
 * Whether a callback carries the signature its company asked for: with a signing secret saved, the
 * header `x-pix-signature: sha256=<hex HMAC-SHA256 of the raw body>` must match (compared in constant
 * time); without one, the token in the URL is the proof. Unreadable secrets never pass.
 */
export function assinaturaConfere(
  linha: Linha,
  config: ConfigPix,
  corpo: Buffer,
  cabecalho: string | undefined,
): boolean {
  let segredo: string | undefined
  try {
    segredo = abrirSegredos(linha, config).webhook_segredo
  } catch {
    return false
  }
  if (!segredo) return true
  const recebida = Buffer.from(cabecalho?.replace(/^sha256=/i, '').trim() ?? '', 'hex')
  const esperada = createHmac('sha256', segredo).update(corpo).digest()
  return recebida.length === esperada.length && timingSafeEqual(recebida, esperada)
}

/** The companies with an active PSP, for the background job (the migration's `cobranca_pix_fila` policy). */
export async function empresasComPsp(tx: Tx): Promise<string[]> {
  await enterTenant(tx, {})
  await tx.execute(sql`select set_config('app.cobranca_pix_fila', 'on', true)`)
  const linhas = await tx
    .select({ empresa_id: cobrancaPixConfig.empresa_id })
    .from(cobrancaPixConfig)
    .where(eq(cobrancaPixConfig.ativo, true))
  await tx.execute(sql`select set_config('app.cobranca_pix_fila', '', true)`)
  return linhas.map((l) => l.empresa_id)
}
