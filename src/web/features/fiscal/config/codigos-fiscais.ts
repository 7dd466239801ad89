/** IBGE code of a city while it is typed: 7 digits. */
export const maskCodigoIbge = (texto: string) => texto.replace(/\D/g, '').slice(0, 7)

/** The text of item 14.01 of LC 116, so the shop recognizes the code its accountant names. */
export const dica140101 =
  '14.01.01: Lubrificação, limpeza, lustração, revisão, carga e recarga, conserto, restauração, blindagem, manutenção e conservação de máquinas, veículos…'

/**
 * A percentage from the API ('2.50') as it is typed in Brazil ('2,5'); empty stays empty. The
 * Cobrança PIX settings have the same helper in their own lib (features keep helpers to themselves).
 */
export function percentualParaTela(texto: string): string {
  const m = /^(\d+)\.(\d{2})$/.exec(texto)
  if (!m) return texto
  const decimais = m[2].replace(/0+$/, '')
  return decimais ? `${m[1]},${decimais}` : m[1]
}
