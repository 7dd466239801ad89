import { z } from 'zod'

/** Toast title when the chassis is rejected (SPEC §5). */
export const CHASSI_INVALIDO = 'Chassi inválido'
/** Toast description when the chassis does not have 17 characters (SPEC §5). */
export const CHASSI_TAMANHO = 'O chassi deve ter 17 caracteres'

// ISO 3779 leaves out I, O and Q so they are never read as 1 and 0.
const CHASSI_CHARS_RE = /^[A-HJ-NPR-Z0-9]*$/

/** Uppercases and strips whitespace: a VIN is one unbroken run of 17 characters. */
export const normalizeChassi = (value: string): string => value.toUpperCase().replace(/\s/g, '')

/**
 * True for exactly 17 of `[A-HJ-NPR-Z0-9]`. Hand-written: the library's isValidVin also requires the
 * North-American position-9 check digit, which Brazil does not mandate (many local VINs fail it).
 */
export const isValidChassi = (value: string): boolean => chassiError(value) === null

/** The SPEC message for a bad chassis (length first, then characters), or null when it is valid. */
export const chassiError = (value: string): string | null => {
  const chassi = normalizeChassi(value)
  if (chassi.length !== 17) return CHASSI_TAMANHO
  return CHASSI_CHARS_RE.test(chassi) ? null : CHASSI_INVALIDO
}

/** Zod schema for a required chassis: outputs the normalized value, messages as in SPEC §5. */
export const chassiSchema = z
  .string()
  .transform(normalizeChassi)
  .pipe(z.string().length(17, { error: CHASSI_TAMANHO }).regex(CHASSI_CHARS_RE, { error: CHASSI_INVALIDO }))

/** Zod schema for the optional chassis of a vehicle: blank, null or missing become null. */
export const chassiOpcionalSchema = z
  .string()
  .nullish()
  .transform((value) => (value == null || value.trim() === '' ? null : value))
  .pipe(chassiSchema.nullable())
