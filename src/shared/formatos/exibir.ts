import {
  formatPhone,
  formatCep as libFormatCep,
  formatCnpj as libFormatCnpj,
  formatCpf as libFormatCpf,
} from '@brazilian-utils/brazilian-utils'
import { normalizeCnpj } from '../documentos/cnpj'
import { normalizeCpf } from '../documentos/cpf'
import { type TipoPessoa, tipoPessoaFromDocument } from '../documentos/documento'
import { isValidCep, normalizeCep } from './cep'
import { isValidTelefone, normalizeTelefone } from './telefone'

/*
 * How a plate, a document, a phone, a CEP, a vehicle or a plain number reads wherever Bancada shows it:
 * screens, the customer's portal, PDFs, CSV/XLSX exports and messages. Values are stored unmasked
 * (`ABC1234`, CPF digits, phone digits); only these functions give them their display form, so one value
 * reads the same on every surface. Money, dates and quantities keep their formatter beside their parser
 * (moeda.ts, data.ts, quantidade.ts). Anything that is not a valid value comes back as typed, never cut.
 */

export { formatPlaca, formatVeiculo } from './veiculo'

/** `52998224725` → `529.982.247-25`; a value without exactly 11 digits comes back untouched. */
export const formatCpf = (value: string): string => {
  const digits = normalizeCpf(value)
  // The library truncates extra digits; keeping the input instead never hides a typo.
  return digits.length === 11 ? libFormatCpf(digits) : value
}

/** `12ABC34501DE35` → `12.ABC.345/01DE-35`; a value without exactly 14 characters comes back untouched. */
export const formatCnpj = (value: string): string => {
  const chars = normalizeCnpj(value)
  return chars.length === 14 ? libFormatCnpj(chars, { version: 2 }) : value
}

/** Masks a CPF or CNPJ by its unmasked length; anything else comes back untouched. */
export const formatDocumento = (value: string): string => {
  const tipo = tipoPessoaFromDocument(value)
  if (tipo === 'fisica') return formatCpf(value)
  if (tipo === 'juridica') return formatCnpj(value)
  return value
}

/** `11971626799` → `(11) 97162-6799`, `1197162679` → `(11) 9716-2679`; other input comes back untouched. */
export const formatTelefone = (value: string): string =>
  // 'nanp' is the library's "(DDD) number" mask; its default 'sn' mask would drop digits.
  isValidTelefone(value) ? formatPhone(normalizeTelefone(value), { mask: 'nanp' }) : value

/** `01001000` → `01001-000`; anything that is not a CEP comes back untouched. */
export const formatCep = (value: string): string =>
  isValidCep(value) ? libFormatCep(normalizeCep(value)) : value

const numeroFormats = new Map<string, Intl.NumberFormat>()

/**
 * A plain number with the Brazilian decimal comma and thousands dot: `4.9` → `4,9`, `1234.5` → `1.234,5`.
 * At most `casas` decimals and at least `minimo` (`formatNumero(5, 1, 1)` → `5,0`, as a rating reads).
 */
export const formatNumero = (valor: number, casas = 2, minimo = 0): string => {
  if (!Number.isFinite(valor)) throw new RangeError(`Número inválido: ${valor}`)
  const key = `${casas}:${minimo}`
  let format = numeroFormats.get(key)
  if (!format) {
    // 'negative': a value that rounds to zero never reads "-0".
    format = new Intl.NumberFormat('pt-BR', {
      maximumFractionDigits: casas,
      minimumFractionDigits: minimo,
      signDisplay: 'negative',
    })
    numeroFormats.set(key, format)
  }
  return format.format(valor)
}

/** `1.234 km` with pt-BR thousands; '—' when not recorded. */
export const formatKm = (km: number | null | undefined): string =>
  km === null || km === undefined ? '—' : `${formatNumero(km)} km`

/**
 * The name a message greets a customer by: a person's first name ('Olá, Maria!'), a company's whole name
 * ('Olá, Transportadora Rápida Ltda!'): the first word of a razão social is rarely how a company is called.
 */
export const nomeParaSaudacao = (nome: string, tipo: TipoPessoa): string =>
  tipo === 'juridica' ? nome.trim() : (nome.trim().split(/\s+/)[0] ?? '')
