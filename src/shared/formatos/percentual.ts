/**
 * Percentages of the charge settings (fine, interest, discount) travel as text ('2', '2,5', '2.50') and
 * are kept as hundredths of a percent (250 = 2.5%), so no float ever meets money.
 */
const PERCENTUAL = /^(\d{1,3})(?:[.,](\d{1,2}))?$/

/** Hundredths of a percent of `texto`, or undefined when it is not a percentage with up to 2 decimals. */
export function percentualParaBp(texto: string): number | undefined {
  const m = PERCENTUAL.exec(texto.trim())
  if (!m) return undefined
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** '2.50' (the API Pix's valorPerc format) from 250. */
export function bpParaPercentual(bp: number): string {
  return `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`
}

/** A percentage from the API ('2.50') as it is typed in Brazil ('2,5'); anything else stays as it is. */
export function percentualParaTela(texto: string): string {
  const bp = percentualParaBp(texto)
  if (bp === undefined) return texto
  const inteiro = Math.trunc(bp / 100)
  const decimais = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '')
  return decimais ? `${inteiro},${decimais}` : String(inteiro)
}
