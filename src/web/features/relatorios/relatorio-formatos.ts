import { formatDate } from '../../../shared/formatos/data'

const pct = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 })

/** `parte` of `todo` as "66,7%", or "—" when there is nothing to divide. */
export const percentual = (parte: number, todo: number) => (todo > 0 ? pct.format(parte / todo) : '—')

/** "01/12/2025 a 31/01/2026": the period the figures cover, also on the printed page. */
export const formatPeriodo = (r: { de: string; ate: string }) => `${formatDate(r.de)} a ${formatDate(r.ate)}`
