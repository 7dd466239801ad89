import { parseScaledDecimal } from './decimal-pt-br'

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/**
 * Integer centavos → `R$ 1.234,56` (the space is U+00A0), negative `-R$ 1.234,56`.
 * Throws on a non-integer: money is integer centavos everywhere (DESIGN §4), so a fraction is a bug.
 */
export const formatCurrency = (centavos: number): string => {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Valor em centavos inválido: ${centavos}`)
  // n / 100 is the double nearest the exact decimal, and Intl rounds it back to 2 places exactly;
  // `|| 0` turns -0 into 0 so zero never shows as "-R$ 0,00".
  return brl.format(centavos / 100 || 0)
}

/**
 * Typed BRL text → integer centavos, or null: accepts "1234,5", "1.234,50", "R$ 1.234,50", "0,01",
 * "-R$ 1,00". Text without a comma is whole reais ("1234" → 123400). Hand-written: the library's
 * parseCurrency returns a float and reads "1234" as 12,34.
 */
export const parseCurrencyInput = (text: string): number | null =>
  parseScaledDecimal(text.replace(/R\$/i, ''), 2)
