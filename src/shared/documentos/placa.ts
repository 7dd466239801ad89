const ANTIGA_RE = /^[A-Z]{3}\d{4}$/
const MERCOSUL_RE = /^[A-Z]{3}\d[A-Z]\d{2}$/
// Mercosul letters A..J stand for the old plate's 5th digit 0..9 (Resolução CONTRAN 969/2022, Anexo II).
const MERCOSUL_FROM_DIGIT = 'ABCDEFGHIJ'

/** Uppercases and strips hyphens and spaces: the stored plate is 7 characters (`ABC1234`, `ABC1C34`). */
export const normalizePlaca = (value: string): string => value.toUpperCase().replace(/[\s-]/g, '')

/** True for an old-format plate (`ABC1234`, after normalizePlaca), the one that reads with a hyphen. */
export const ehPlacaAntiga = (placa: string): boolean => ANTIGA_RE.test(placa)

/**
 * True for an old (`AAA9999`, hyphen optional) or Mercosul (`AAA9A99`) plate, any case.
 * Hand-written: the library also accepts separators such as `_` that normalizePlaca would keep.
 */
export const isValidPlaca = (value: string): boolean => {
  const placa = normalizePlaca(value)
  return ANTIGA_RE.test(placa) || MERCOSUL_RE.test(placa)
}

/**
 * The Mercosul form of a valid plate (`ABC1234` → `ABC1C34`; Mercosul stays as is), or null. Hand-written
 * like its inverse below: one table lookup, and the plate's rules stay free of the library, which would
 * otherwise ride on every screen that shows a plate (the Dashboard's first load, e2e/desempenho).
 */
export const placaToMercosul = (value: string): string | null => {
  const placa = normalizePlaca(value)
  if (MERCOSUL_RE.test(placa)) return placa
  if (!ANTIGA_RE.test(placa)) return null
  return `${placa.slice(0, 4)}${MERCOSUL_FROM_DIGIT[Number(placa[4])]}${placa.slice(5)}`
}

/**
 * The old form of a valid plate (`ABC1C34` → `ABC1234`; old stays as is), or null when there is none:
 * Mercosul plates issued new with a 5th letter after J never had an old form. Hand-written: the
 * library only converts old → Mercosul.
 */
export const placaToAntiga = (value: string): string | null => {
  const placa = normalizePlaca(value)
  if (ANTIGA_RE.test(placa)) return placa
  if (!MERCOSUL_RE.test(placa)) return null
  const digit = MERCOSUL_FROM_DIGIT.indexOf(placa[4])
  return digit < 0 ? null : `${placa.slice(0, 4)}${digit}${placa.slice(5)}`
}

/**
 * Every stored form a search for this plate must match, the given form first: a car registered as
 * `ABC1234` is found by `ABC1C34` and vice versa. Incomplete text yields only its normalized form.
 */
export const placaVariants = (value: string): string[] => {
  const placa = normalizePlaca(value)
  if (!isValidPlaca(placa)) return placa ? [placa] : []
  const forms = [placa, placaToMercosul(placa), placaToAntiga(placa)]
  return [...new Set(forms.filter((f): f is string => f !== null))]
}
