import type { z } from 'zod'
import type { Ambiente, Provedor, RegimeEspecial, RegimeTributario } from '../../../../shared/fiscal/fiscal'
import { fiscalMessages as m } from '../../../../shared/fiscal/fiscal.messages'
import { type NfseConfigView, nfseConfigInput } from '../../../../shared/fiscal/fiscal.schemas'
import { percentualParaTela } from '../../../../shared/formatos/percentual'
import { maskCnpj } from '../../../lib/masks'

/** PUT /api/fiscal/config's body as sent (percentages as text). */
export type NfseConfigInput = z.input<typeof nfseConfigInput>

/** What the 'Nota fiscal' form holds while editing: text, as the shop types it. */
export type NfseConfigFormValues = {
  provedor: Provedor
  ambiente: Ambiente
  /** Blank keeps the saved token (it is never sent back to the screen). */
  token: string
  cnpj: string
  inscricao_municipal: string
  codigo_municipio: string
  regime_tributario: RegimeTributario
  regime_especial: RegimeEspecial
  aliquota_iss: string
  /** Only for Simples Nacional (ME/EPP); blank = not set. */
  tributos_simples: string
  codigo_tributacao: string
  codigo_nbs: string
  emitir_ao_faturar: boolean
}
export type NfseConfigCampo = keyof NfseConfigFormValues

/** Fields in screen order: a form that did not pass names the first one's problem in its toast. */
export const nfseConfigFieldOrder = [
  'provedor',
  'ambiente',
  'token',
  'cnpj',
  'inscricao_municipal',
  'codigo_municipio',
  'regime_tributario',
  'regime_especial',
  'tributos_simples',
  'aliquota_iss',
  'codigo_tributacao',
  'codigo_nbs',
  'emitir_ao_faturar',
] as const satisfies readonly NfseConfigCampo[]

const campos: readonly string[] = nfseConfigFieldOrder
/** The form's field for an error path of the API, or undefined when it has none. */
export const campoDoForm = (path: string): NfseConfigCampo | undefined =>
  campos.includes(path) ? (path as NfseConfigCampo) : undefined

/** The saved settings as the form shows them; the token starts blank (kept unless replaced). */
export function toNfseConfigFormValues(view: NfseConfigView): NfseConfigFormValues {
  return {
    provedor: view.provedor,
    ambiente: view.ambiente,
    token: '',
    cnpj: maskCnpj(view.cnpj),
    inscricao_municipal: view.inscricao_municipal,
    codigo_municipio: view.codigo_municipio,
    regime_tributario: view.regime_tributario,
    regime_especial: view.regime_especial,
    aliquota_iss: percentualParaTela(view.aliquota_iss),
    tributos_simples: percentualParaTela(view.tributos_simples),
    // Digits: the code fields show them masked.
    codigo_tributacao: view.codigo_tributacao,
    codigo_nbs: view.codigo_nbs,
    emitir_ao_faturar: view.emitir_ao_faturar,
  }
}

/** The body to send: a blank token keeps the saved one; the Simples rate goes only with that regime. */
export function toNfseConfigInput(v: NfseConfigFormValues): NfseConfigInput {
  return {
    ...v,
    token: v.token.trim(),
    tributos_simples: v.regime_tributario === 'simples_nacional' ? v.tributos_simples : '',
  }
}

export type ValidacaoNfseConfig =
  | { ok: true; input: NfseConfigInput }
  | { ok: false; errors: Partial<Record<NfseConfigCampo, string>> }

/** The shared schema's check plus the first save's required token, each message under its field. */
export function validarNfseConfig(v: NfseConfigFormValues, configurado: boolean): ValidacaoNfseConfig {
  const input = toNfseConfigInput(v)
  const errors: Partial<Record<NfseConfigCampo, string>> = {}
  if (!configurado && !input.token) errors.token = m.tokenObrigatorio
  const r = nfseConfigInput.safeParse(input)
  if (!r.success) {
    for (const issue of r.error.issues) {
      const campo = campoDoForm(String(issue.path[0]))
      if (campo && !errors[campo]) errors[campo] = issue.message
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, input }
}
