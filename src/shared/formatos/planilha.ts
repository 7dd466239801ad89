import { formatCurrency } from './moeda'

/** How a column's values read: money in centavos, whole counts, decimals (average days, quantities) or text. */
export type TipoColuna = 'texto' | 'inteiro' | 'dinheiro' | 'decimal'

/**
 * What a spreadsheet reads as the start of a formula (OWASP "CSV Injection"): `=`, `+`, `-`, `@`, tab,
 * carriage return, and the full-width forms Apple Numbers normalises to them.
 */
const INICIO_DE_FORMULA = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/

/** A text that a spreadsheet would run as a formula gets a leading `'`, so it opens as the text typed. */
export const neutralizarFormula = (texto: string): string =>
  INICIO_DE_FORMULA.test(texto) ? `'${texto}` : texto

/**
 * One CSV cell as written in the file. The column's type decides, never the text's look: a number in a
 * numeric column is written as a number (`-R$ 12,50`, `-4,5`, `-3` stay as they are, so the sheet can
 * add them up), and everything else — names, descriptions, a string that reached a numeric column — is
 * text, neutralised.
 */
export function celulaCsv(valor: string | number | null | undefined, tipo: TipoColuna): string {
  if (valor == null) return ''
  if (typeof valor === 'number' && tipo !== 'texto') {
    if (tipo === 'dinheiro') return formatCurrency(valor)
    if (tipo === 'decimal') return String(valor).replace('.', ',')
    return String(valor)
  }
  return neutralizarFormula(String(valor))
}
