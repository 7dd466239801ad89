/**
 * Masks applied while the person types (UI.md "masks while typing"). They only shape the text on screen:
 * the shared zod schemas accept the masked text and store it unmasked, so a mask never decides validity.
 */

/** Puts `separators[i]` before group i+1 for as many characters as were typed: `52998` → `529.98`. */
function group(chars: string, sizes: number[], separators: string[]): string {
  let out = ''
  let start = 0
  for (let i = 0; i < sizes.length && start < chars.length; i++) {
    if (i > 0) out += separators[i - 1]
    out += chars.slice(start, start + sizes[i])
    start += sizes[i]
  }
  return out
}

const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max)

/** `52998224725` → `529.982.247-25`. */
export const maskCpf = (text: string): string => group(digits(text, 11), [3, 3, 3, 2], ['.', '.', '-'])

/**
 * `12ABC34501DE35` → `12.ABC.345/01DE-35`. The first 12 positions take letters (alphanumeric CNPJ, IN RFB
 * 2.229/2024); the two check digits are always numbers, so a letter typed there is dropped.
 */
export const maskCnpj = (text: string): string => {
  let chars = ''
  for (const c of text.toUpperCase()) {
    if (chars.length >= 14) break
    if (/\d/.test(c) || (chars.length < 12 && /[A-Z]/.test(c))) chars += c
  }
  return group(chars, [2, 3, 3, 4, 2], ['.', '.', '/', '-'])
}

/** `11971626799` → `(11) 97162-6799`; ten digits → `(11) 9716-2679`. */
export const maskTelefone = (text: string): string => {
  const d = digits(text, 11)
  if (d.length === 0) return ''
  if (d.length <= 2) return `(${d}`
  const local = d.slice(2)
  // Until the 11th digit arrives the number reads as a landline (4+4); the 11th turns it into 5+4.
  const split = d.length === 11 ? 5 : 4
  const rest = local.length > split ? `${local.slice(0, split)}-${local.slice(split)}` : local
  return `(${d.slice(0, 2)}) ${rest}`
}

/** `01001000` → `01001-000`. */
export const maskCep = (text: string): string => group(digits(text, 8), [5, 3], ['-'])

/** Uppercase letters, digits and the old plate's hyphen, at most `ABC-1234`. */
export const maskPlaca = (text: string): string =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '')
    .slice(0, 8)

/** Uppercase VIN characters, at most 17 (ISO 3779 leaves out I, O and Q; the schema says so on blur). */
export const maskChassi = (text: string): string =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 17)

/** Only digits, at most `max` of them. */
export const maskDigits = (text: string, max: number): string => digits(text, max)

const inteiro = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 })

/** `123456` → `123.456`: whole numbers with pt-BR thousands (km). Empty stays empty. */
export const maskInteiro = (text: string, maxDigits = 9): string => {
  const d = digits(text, maxDigits).replace(/^0+(?=\d)/, '')
  return d === '' ? '' : inteiro.format(Number(d))
}

/** The number behind `maskInteiro`'s text, or null when empty. */
export const parseInteiro = (text: string): number | null => {
  const d = text.replace(/\D/g, '')
  return d === '' ? null : Number(d)
}

/** CPF mask up to 11 digits, CNPJ mask beyond that or as soon as a letter appears (alphanumeric CNPJ). */
export const maskDocumento = (text: string): string => {
  const chars = text.toUpperCase().replace(/[^0-9A-Z]/g, '')
  return chars.length > 11 || /[A-Z]/.test(chars) ? maskCnpj(chars) : maskCpf(chars)
}
