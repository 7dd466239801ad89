import { parseScaledDecimal } from './decimal-pt-br'
import { formatNumero } from './exibir'

// Quantities carry up to 3 decimal places: litres, metres, hours (DESIGN §4).
const QUANTIDADE_CASAS = 3

/** 1234.5 → `1.234,5`, 2 → `2`, 0.125 → `0,125`: pt-BR with up to 3 decimals and no trailing zeros. */
export const formatQuantidade = (quantidade: number): string => formatNumero(quantidade, QUANTIDADE_CASAS)

/**
 * pt-BR text → quantity ("1,5" → 1.5, "1.234,567" → 1234.567), or null when it is not a number,
 * is negative or has more than 3 decimals. A dot is a thousands separator, never a decimal point.
 */
export const parseQuantidade = (text: string): number | null => {
  const milesimos = parseScaledDecimal(text, QUANTIDADE_CASAS)
  if (milesimos === null || milesimos < 0) return null
  return milesimos / 10 ** QUANTIDADE_CASAS
}
