import { isOpenStatus, type OsStatus } from './os-status'

const DAY_MS = 86_400_000
/** Whole days from one yyyy-MM-dd to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)

/**
 * The list's deadline label (SPEC §2): 'N d atrasado', 'Vence hoje', 'N d restantes', or 'N d aberto'
 * without a forecast; null once the OS is closed. `today` is the company's (yyyy-MM-dd).
 */
export function prazoLabel(
  os: { status: OsStatus; previsao_entrega: string | null; data_abertura: string },
  today: string,
): { texto: string; atrasada: boolean } | null {
  if (!isOpenStatus(os.status)) return null
  if (!os.previsao_entrega)
    return { texto: `${daysBetween(os.data_abertura, today)} d aberto`, atrasada: false }
  const left = daysBetween(today, os.previsao_entrega)
  if (left < 0) return { texto: `${-left} d atrasado`, atrasada: true }
  if (left === 0) return { texto: 'Vence hoje', atrasada: false }
  return { texto: `${left} d restantes`, atrasada: false }
}
