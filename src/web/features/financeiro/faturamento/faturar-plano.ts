import { addDays, format, isValid, parseISO } from 'date-fns'
import { financeiroMessages as m } from '../../../../shared/financeiro/financeiro.messages'
import { type ParcelaPlanejada, planoDeParcelas } from '../../../../shared/financeiro/parcelas'

/** SPEC §9 seed and DESIGN §6: the first instalment falls 30 days after the company's today. */
export const vencimentoPadrao = (hoje: string): string => format(addDays(parseISO(hoje), 30), 'yyyy-MM-dd')

export type FaturarCampo = 'sinal' | 'parcelas' | 'vencimento_inicial' | 'total'

export type PreviewFaturamento =
  | { ok: true; plano: ParcelaPlanejada[] }
  | { ok: false; campo: FaturarCampo; erro: string }

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

/**
 * The titles the Faturar dialog will create, as the server will (same `planoDeParcelas`), or the first
 * reason it cannot: the field it belongs to and the message shown under it. `sinal` is what the money
 * field holds: null when empty (no deposit), NaN for text that is not money.
 */
export function previewFaturamento({
  total,
  sinal,
  parcelas,
  vencimentoInicial,
  hoje,
}: {
  total: number
  sinal: number | null
  parcelas: number
  vencimentoInicial: string
  hoje: string
}): PreviewFaturamento {
  if (!Number.isSafeInteger(total) || total <= 0) return { ok: false, campo: 'total', erro: m.semTotal }
  const deposito = sinal ?? 0
  if (!Number.isSafeInteger(deposito) || deposito < 0)
    return { ok: false, campo: 'sinal', erro: m.valorInvalido }
  if (deposito > total) return { ok: false, campo: 'sinal', erro: m.sinalMaiorQueTotal }
  if (!Number.isInteger(parcelas) || parcelas < 1 || parcelas > 12)
    return { ok: false, campo: 'parcelas', erro: m.parcelasInvalidas }
  if (!DATE_RE.test(vencimentoInicial) || !isValid(parseISO(vencimentoInicial)))
    return { ok: false, campo: 'vencimento_inicial', erro: m.vencimentoInvalido }
  const restante = total - deposito
  if (restante > 0 && restante < parcelas) return { ok: false, campo: 'parcelas', erro: m.parcelasDemais }
  return { ok: true, plano: planoDeParcelas({ total, sinal: deposito, parcelas, vencimentoInicial, hoje }) }
}
