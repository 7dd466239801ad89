import { cobrancaPixMessages as m } from '../../../../shared/cobranca-pix/cobranca-pix.messages'
import {
  type CobrancaPixConfigInput,
  type CobrancaPixConfigView,
  cobrancaPixConfigInput,
} from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { formatDateOrDash } from '../../../../shared/formatos/data'
import { percentualParaTela } from '../../../../shared/formatos/percentual'

/**
 * What the 'Cobrança PIX' form holds while editing. Flat, unlike the API's input: the certificate's two
 * shapes (PFX file or PEM text) are both kept, so switching PFX ⇄ PEM does not lose what was typed.
 */
export type CobrancaPixFormValues = {
  ativo: boolean
  base_url: string
  token_url: string
  client_id: string
  /** Blank keeps the saved secret (it is never sent back to the screen). */
  client_secret: string
  certificado_tipo: 'pfx' | 'pem'
  /** The chosen PFX file, base64 without the `data:` prefix; blank keeps the saved certificate. */
  pfx_base64: string
  pfx_nome: string
  pfx_senha: string
  pem_certificado: string
  pem_chave_privada: string
  /** Blank keeps the saved signing secret (never sent back either). */
  webhook_segredo: string
  webhook_assinatura_remover: boolean
  chave: string
  multa_percentual: string
  juros_percentual_mes: string
  desconto_percentual: string
  desconto_dias: number | null
  validade_dias: number | null
}
export type CobrancaPixCampo = keyof CobrancaPixFormValues

/** Fields in screen order: a form that did not pass names the first one's problem in its toast. */
export const cobrancaPixFieldOrder = [
  'base_url',
  'token_url',
  'client_id',
  'client_secret',
  'pfx_base64',
  'pfx_senha',
  'pem_certificado',
  'pem_chave_privada',
  'webhook_segredo',
  'chave',
  'multa_percentual',
  'juros_percentual_mes',
  'desconto_percentual',
  'desconto_dias',
  'validade_dias',
] as const satisfies readonly CobrancaPixCampo[]

/**
 * The saved settings as the form shows them; secrets and certificate start blank (kept unless replaced).
 * Before the first setup the key is the company's own PIX key (Configurações > Empresa), usually the one
 * registered at the same bank.
 */
export function toCobrancaPixFormValues(
  view: CobrancaPixConfigView,
  chaveDaEmpresa: string | null = null,
): CobrancaPixFormValues {
  return {
    ativo: view.configurado ? view.ativo : true,
    base_url: view.base_url,
    token_url: view.token_url,
    client_id: view.client_id,
    client_secret: '',
    certificado_tipo: view.certificado_tipo ?? 'pfx',
    pfx_base64: '',
    pfx_nome: '',
    pfx_senha: '',
    pem_certificado: '',
    pem_chave_privada: '',
    webhook_segredo: '',
    webhook_assinatura_remover: false,
    chave: view.configurado ? view.chave : view.chave || chaveDaEmpresa || '',
    multa_percentual: percentualParaTela(view.multa_percentual),
    juros_percentual_mes: percentualParaTela(view.juros_percentual_mes),
    desconto_percentual: percentualParaTela(view.desconto_percentual),
    desconto_dias: view.desconto_dias,
    validade_dias: view.validade_dias,
  }
}

/** The certificate to send: the chosen kind's fields when something was given, else none (keep the saved). */
function certificadoDoForm(v: CobrancaPixFormValues): CobrancaPixConfigInput['certificado'] {
  if (v.certificado_tipo === 'pfx') {
    // A password alone is sent too: the API then asks for the file, under the file's field.
    if (!v.pfx_base64 && !v.pfx_senha) return undefined
    return { tipo: 'pfx', arquivo_base64: v.pfx_base64, senha: v.pfx_senha }
  }
  if (!v.pem_certificado.trim() && !v.pem_chave_privada.trim()) return undefined
  return { tipo: 'pem', certificado: v.pem_certificado, chave_privada: v.pem_chave_privada }
}

/** PUT /api/cobranca-pix/config's body: blank secret and certificate are left out (the saved ones stay). */
export function toCobrancaPixInput(v: CobrancaPixFormValues): CobrancaPixConfigInput {
  const percentual = (texto: string) => texto.trim() || '0'
  return {
    ativo: v.ativo,
    base_url: v.base_url.trim(),
    token_url: v.token_url.trim(),
    client_id: v.client_id.trim(),
    client_secret: v.client_secret.trim() || undefined,
    certificado: certificadoDoForm(v),
    webhook_segredo: v.webhook_segredo.trim() || undefined,
    webhook_assinatura_remover: v.webhook_assinatura_remover,
    chave: v.chave.trim(),
    multa_percentual: percentual(v.multa_percentual),
    juros_percentual_mes: percentual(v.juros_percentual_mes),
    desconto_percentual: percentual(v.desconto_percentual),
    // An emptied field is refused with the range's message rather than silently sent as the default.
    desconto_dias: v.desconto_dias ?? Number.NaN,
    validade_dias: v.validade_dias ?? Number.NaN,
  }
}

/** Where a missing certificate is pointed out: the file (PFX) or the certificate's text (PEM). */
const campoDoCertificado = (tipo: CobrancaPixFormValues['certificado_tipo']): CobrancaPixCampo =>
  tipo === 'pfx' ? 'pfx_base64' : 'pem_certificado'

const certificadoCampos: Record<string, CobrancaPixCampo> = {
  'certificado.arquivo_base64': 'pfx_base64',
  'certificado.senha': 'pfx_senha',
  'certificado.certificado': 'pem_certificado',
  'certificado.chave_privada': 'pem_chave_privada',
}

/**
 * The form field of an API input path ('certificado.arquivo_base64' → 'pfx_base64'), for the schema's
 * issues here and the server's `fields` after a 400. Undefined for a path the form has no field for.
 */
export function campoDoForm(
  path: string,
  tipo: CobrancaPixFormValues['certificado_tipo'],
): CobrancaPixCampo | undefined {
  if (path === 'certificado' || path === 'certificado.tipo') return campoDoCertificado(tipo)
  if (certificadoCampos[path]) return certificadoCampos[path]
  const campos: readonly string[] = [...cobrancaPixFieldOrder, 'ativo']
  return campos.includes(path) ? (path as CobrancaPixCampo) : undefined
}

export type CobrancaPixValidacao =
  | { ok: true; input: CobrancaPixConfigInput }
  | { ok: false; errors: Partial<Record<CobrancaPixCampo, string>> }

/**
 * Checks the form as the API will (the shared schema), plus the first setup's rule: the client secret
 * and the certificate are required until saved once. The body sent is the input, not the schema's
 * output (the server reads the percentages itself).
 */
export function validarCobrancaPix(v: CobrancaPixFormValues, configurado: boolean): CobrancaPixValidacao {
  const input = toCobrancaPixInput(v)
  const errors: Partial<Record<CobrancaPixCampo, string>> = {}
  const parsed = cobrancaPixConfigInput.safeParse(input)
  for (const issue of parsed.error?.issues ?? []) {
    const campo = campoDoForm(issue.path.join('.'), v.certificado_tipo)
    if (campo) errors[campo] ??= issue.message
  }
  if (!configurado && !input.client_secret) errors.client_secret ??= m.clientSecretObrigatorio
  if (!configurado && !input.certificado)
    errors[campoDoCertificado(v.certificado_tipo)] ??= m.certificadoObrigatorio
  return Object.keys(errors).length === 0 ? { ok: true, input } : { ok: false, errors }
}

/** 'Certificado salvo (PFX), válido até 31/05/2027 — envie outro para substituir', once there is one. */
export function certificadoSalvo(view: CobrancaPixConfigView): string | undefined {
  if (!view.configurado || !view.certificado_tipo) return undefined
  const validade = view.certificado_validade
    ? `, válido até ${formatDateOrDash(view.certificado_validade)}`
    : ''
  return `Certificado salvo (${view.certificado_tipo.toUpperCase()})${validade} — envie outro para substituir`
}
