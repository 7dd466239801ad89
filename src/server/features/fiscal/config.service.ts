import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { fiscalMessages as m } from '../../../shared/fiscal/fiscal.messages'
import type { NfseConfigView, nfseConfigInput } from '../../../shared/fiscal/fiscal.schemas'
import { bpParaPercentual } from '../../../shared/formatos/percentual'
import type { Executor } from '../../db/client'
import { empresas, nfseConfig } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { AppError, notFound } from '../../http/errors'
import { codigoIbge, ufDoCodigo } from '../../integracoes/fiscal/municipios-ibge'
import { ErroFiscal } from '../../integracoes/fiscal/provedor'
import type { Tenant } from '../auth/tenant.service'
import {
  abrirSegredos,
  type ConfigFiscal,
  configDaEmpresa,
  hashToken,
  type LinhaConfigFiscal,
  provedorDe,
  type SegredosFiscais,
  selarSegredos,
  webhookUrlDe,
} from './nfse-config'

type Empresa = { cnpj: string | null; cidade: string | null; uf: string | null }

const empresaDe = async (tx: Executor, empresaId: string): Promise<Empresa> => {
  const [linha] = await tx
    .select({ cnpj: empresas.cnpj, cidade: empresas.cidade, uf: empresas.uf })
    .from(empresas)
    .where(eq(empresas.id, empresaId))
  return linha ?? { cnpj: null, cidade: null, uf: null }
}

/**
 * 'São Paulo/SP' when the code is the company's own city (the IBGE table keeps only normalized names, so
 * the company's address spells it); otherwise the code's UF alone, which still catches a mistyped state.
 */
function municipioDe(codigo: string, empresa: Empresa): string | null {
  if (!codigo) return null
  if (empresa.cidade && empresa.uf && codigoIbge(empresa.uf, empresa.cidade) === codigo) {
    return `${empresa.cidade}/${empresa.uf.toUpperCase()}`
  }
  return ufDoCodigo(codigo) ?? null
}

function present(
  linha: LinhaConfigFiscal | undefined,
  empresa: Empresa,
  config: ConfigFiscal,
): NfseConfigView {
  if (!linha) {
    // The company's own CNPJ is the provider's prestador: offered, the admin confirms it.
    return {
      configurado: false,
      provedor: 'focus_nfe',
      ambiente: 'homologacao',
      token_salvo: false,
      cnpj: (empresa.cnpj ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase(),
      inscricao_municipal: '',
      codigo_municipio: '',
      municipio: null,
      regime_tributario: 'simples_nacional',
      regime_especial: 'nenhum',
      aliquota_iss: '',
      codigo_tributacao: '140101',
      codigo_nbs: '',
      tributos_simples: '',
      emitir_ao_faturar: false,
      webhook_url: null,
      webhook_registrado_em: null,
      teste: null,
    }
  }
  let webhookUrl: string | null = null
  try {
    webhookUrl = webhookUrlDe(config, abrirSegredos(linha, config).webhook_token)
  } catch {
    // Unreadable secrets: saving or testing says so; the URL is simply not shown.
  }
  return {
    configurado: true,
    provedor: linha.provedor,
    ambiente: linha.ambiente,
    token_salvo: true,
    cnpj: linha.cnpj,
    inscricao_municipal: linha.inscricao_municipal ?? '',
    codigo_municipio: linha.codigo_municipio,
    municipio: municipioDe(linha.codigo_municipio, empresa),
    regime_tributario: linha.regime_tributario,
    regime_especial: linha.regime_especial,
    aliquota_iss: bpParaPercentual(linha.aliquota_iss_bp),
    codigo_tributacao: linha.codigo_tributacao,
    codigo_nbs: linha.codigo_nbs ?? '',
    tributos_simples: linha.tributos_simples_bp === null ? '' : bpParaPercentual(linha.tributos_simples_bp),
    emitir_ao_faturar: linha.emitir_ao_faturar,
    webhook_url: webhookUrl,
    webhook_registrado_em: linha.webhook_registrado_em?.toISOString() ?? null,
    teste:
      linha.teste_em && linha.teste_ok !== null
        ? { em: linha.teste_em.toISOString(), ok: linha.teste_ok, mensagem: linha.teste_mensagem ?? '' }
        : null,
  }
}

export function getNfseConfig(db: Executor, tenant: Tenant, config: ConfigFiscal) {
  return withTenant(db, tenant, async (tx) =>
    present(await configDaEmpresa(tx), await empresaDe(tx, tenant.empresaId), config),
  )
}

const aleatorio = () => randomBytes(24).toString('base64url')

/**
 * Saves the settings. The token is required the first time and kept when left empty; the webhook's token
 * and authorization value are made once, so the URL registered at the provider stays valid.
 */
export async function salvarNfseConfig(
  db: Executor,
  tenant: Tenant,
  input: z.output<typeof nfseConfigInput>,
  config: ConfigFiscal,
): Promise<NfseConfigView> {
  if (!ufDoCodigo(input.codigo_municipio)) {
    throw new AppError(400, 'VALIDATION', m.municipioNaoEncontrado, {
      codigo_municipio: m.municipioNaoEncontrado,
    })
  }
  return withTenant(db, tenant, async (tx) => {
    const atual = await configDaEmpresa(tx)
    // Unreadable old secrets (the key changed) are replaced by a new token, like a first save.
    let anteriores: SegredosFiscais | undefined
    try {
      anteriores = atual ? abrirSegredos(atual, config) : undefined
    } catch (error) {
      if (!input.token) throw error
    }
    const token = input.token || anteriores?.token
    if (!token) throw new AppError(400, 'VALIDATION', m.tokenObrigatorio, { token: m.tokenObrigatorio })
    const segredos: SegredosFiscais = {
      token,
      webhook_token: anteriores?.webhook_token ?? aleatorio(),
      webhook_autorizacao: anteriores?.webhook_autorizacao ?? aleatorio(),
    }
    // Another token, environment, provider or CNPJ: the last test and the registered hook said nothing
    // about these, so 'Configuração funcionando' must be earned again.
    const outraConta =
      !atual ||
      token !== anteriores?.token ||
      atual.ambiente !== input.ambiente ||
      atual.provedor !== input.provedor ||
      atual.cnpj !== input.cnpj
    const valores = {
      provedor: input.provedor,
      ambiente: input.ambiente,
      segredos: selarSegredos(segredos, config),
      webhook_token_hash: hashToken(segredos.webhook_token),
      cnpj: input.cnpj,
      inscricao_municipal: input.inscricao_municipal || null,
      codigo_municipio: input.codigo_municipio,
      regime_tributario: input.regime_tributario,
      regime_especial: input.regime_especial,
      aliquota_iss_bp: input.aliquota_iss,
      codigo_tributacao: input.codigo_tributacao,
      codigo_nbs: input.codigo_nbs || null,
      tributos_simples_bp: input.tributos_simples,
      emitir_ao_faturar: input.emitir_ao_faturar,
      ...(outraConta && {
        teste_em: null,
        teste_ok: null,
        teste_mensagem: null,
        webhook_registrado_em: null,
      }),
      atualizado_em: new Date(),
    }
    const [linha] = await tx
      .insert(nfseConfig)
      .values({ empresa_id: tenant.empresaId, ...valores })
      .onConflictDoUpdate({ target: nfseConfig.empresa_id, set: valores })
      .returning()
    return present(linha, await empresaDe(tx, tenant.empresaId), config)
  })
}

/** 'Desconectar': no more notes are sent; the notes already issued stay in the OS and the report. */
export function removerNfseConfig(db: Executor, tenant: Tenant) {
  return withTenant(db, tenant, async (tx) => {
    const removidas = await tx.delete(nfseConfig).returning({ id: nfseConfig.empresa_id })
    if (removidas.length === 0) throw notFound(m.naoConfigurado)
  })
}

/**
 * 'Testar configuração': checks the token at the provider and registers the note callback (outside any
 * transaction: a slow provider holds no lock), then records the outcome for the page.
 */
export async function testarNfseConfig(db: Executor, tenant: Tenant, config: ConfigFiscal) {
  const linha = await withTenant(db, tenant, (tx) => configDaEmpresa(tx))
  if (!linha) throw notFound(m.naoConfigurado)
  const segredos = abrirSegredos(linha, config)
  const provedor = provedorDe(linha, config)
  let resultado: { ok: boolean; mensagem: string }
  try {
    await provedor.testarConfiguracao(linha.cnpj)
    await provedor.registrarWebhook(
      linha.cnpj,
      webhookUrlDe(config, segredos.webhook_token),
      segredos.webhook_autorizacao,
    )
    resultado = { ok: true, mensagem: m.configuracaoOk }
  } catch (error) {
    if (!(error instanceof ErroFiscal)) throw error
    resultado = { ok: false, mensagem: error.message }
  }
  const agora = new Date()
  await withTenant(db, tenant, (tx) =>
    tx
      .update(nfseConfig)
      .set({
        teste_em: agora,
        teste_ok: resultado.ok,
        teste_mensagem: resultado.mensagem,
        ...(resultado.ok && { webhook_registrado_em: agora }),
      })
      .where(eq(nfseConfig.empresa_id, tenant.empresaId)),
  )
  return resultado
}

/** The IBGE code of a city ('Buscar pelo endereço da empresa'). */
export function municipioPorNome(uf: string, cidade: string) {
  const codigo = codigoIbge(uf, cidade)
  if (!codigo) {
    throw new AppError(404, 'NOT_FOUND', m.municipioNaoEncontrado)
  }
  return { codigo, nome: cidade.trim(), uf: uf.toUpperCase() }
}
