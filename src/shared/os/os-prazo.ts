import { diasEntre } from '../formatos/data'
import { isOpenStatus, type OsStatus } from './os-status'

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
    return { texto: `${diasEntre(os.data_abertura, today)} d aberto`, atrasada: false }
  const left = diasEntre(today, os.previsao_entrega)
  if (left < 0) return { texto: `${-left} d atrasado`, atrasada: true }
  if (left === 0) return { texto: 'Vence hoje', atrasada: false }
  return { texto: `${left} d restantes`, atrasada: false }
}
