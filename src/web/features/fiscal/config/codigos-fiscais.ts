/** IBGE code of a city while it is typed: 7 digits. */
export const maskCodigoIbge = (texto: string) => texto.replace(/\D/g, '').slice(0, 7)

/** The text of item 14.01 of LC 116, so the shop recognizes the code its accountant names. */
export const dica140101 =
  '14.01.01: Lubrificação, limpeza, lustração, revisão, carga e recarga, conserto, restauração, blindagem, manutenção e conservação de máquinas, veículos…'
