import { isValidCnpj as libIsValidCnpj } from '@brazilian-utils/brazilian-utils'

/** Message shown when a CNPJ fails its check digits (SPEC §5). */
export const CNPJ_INVALIDO = 'CNPJ inválido'

const BASE_RE = /^[0-9A-Z]{12}$/
// Weights 2..9 repeat from the right: 5,4,3,2,9,8,7,6,5,4,3,2 for the first digit and
// 6,5,4,3,2,9,8,7,6,5,4,3,2 for the second (manual do DV do CNPJ).
const weightAt = (indexFromRight: number): number => (indexFromRight % 8) + 2

const checkDigit = (chars: string): number => {
  let sum = 0
  for (let i = 0; i < chars.length; i++) {
    // ASCII code − 48: digits keep their value and A..Z become 17..42 (IN RFB 2.229/2024).
    sum += (chars.charCodeAt(i) - 48) * weightAt(chars.length - 1 - i)
  }
  const r = sum % 11
  return r < 2 ? 0 : 11 - r
}

/** Strips the mask and uppercases: the stored CNPJ is 14 characters of text, never a number. */
export const normalizeCnpj = (value: string): string => value.toUpperCase().replace(/[^0-9A-Z]/g, '')

/** True for a numeric or alphanumeric CNPJ (IN RFB 2.229/2024) whose check digits match, masked or not. */
export const isValidCnpj = (value: string): boolean => libIsValidCnpj(value, { version: 2 })

/**
 * The two check digits of a 12-character base (8 root + 4 branch), e.g. `A12223330001` → `50`.
 * Hand-written: the library validates but does not export its check-digit calculation.
 */
export const cnpjCheckDigits = (base12: string): string => {
  const base = normalizeCnpj(base12)
  if (!BASE_RE.test(base)) throw new RangeError(`Base de CNPJ inválida: ${base12}`)
  const first = checkDigit(base)
  const second = checkDigit(`${base}${first}`)
  return `${first}${second}`
}
