import { addMonths, format, parseISO } from 'date-fns'

/** One title that invoicing will create (SPEC §5 instalment rule, DESIGN §6 and §8b). */
export type ParcelaPlanejada = {
  /** 'Sinal' for the deposit, else 'n/total'. */
  parcela: string
  /** 0 for the deposit, else n. */
  numero: number
  vencimento: string
  valor: number
  /** The deposit was already received: it becomes a paid title with its receipt. */
  sinal: boolean
}

export type PlanoInput = {
  /** The OS's total in centavos. */
  total: number
  /** Deposit already received, centavos (0 = none). */
  sinal: number
  /** 1–12 instalments for the rest. */
  parcelas: number
  /** yyyy-MM-dd of the first instalment. */
  vencimentoInicial: string
  /** The company's today (yyyy-MM-dd): the deposit's date. */
  hoje: string
}

/**
 * The titles of an invoice: the deposit (when any) as a paid title dated today, then the rest split in
 * `parcelas`, each floored to the cent and the last one carrying the remainder; instalment i is due
 * addMonths(first, i) — never chained, so 31/01 → 28/02 → 31/03 — which date-fns clamps to the month's
 * last day. When the deposit covers the whole total there are no instalments; every title is at least
 * one centavo (fewer centavos than instalments throws).
 */
export function planoDeParcelas({
  total,
  sinal,
  parcelas,
  vencimentoInicial,
  hoje,
}: PlanoInput): ParcelaPlanejada[] {
  if (!Number.isSafeInteger(total) || total <= 0) throw new RangeError(`Total inválido: ${total}`)
  if (!Number.isSafeInteger(sinal) || sinal < 0 || sinal > total)
    throw new RangeError(`Sinal inválido: ${sinal}`)
  if (!Number.isInteger(parcelas) || parcelas < 1 || parcelas > 12) {
    throw new RangeError(`Parcelas inválidas: ${parcelas}`)
  }
  const plano: ParcelaPlanejada[] = []
  if (sinal > 0) plano.push({ parcela: 'Sinal', numero: 0, vencimento: hoje, valor: sinal, sinal: true })
  const restante = total - sinal
  if (restante === 0) return plano
  if (restante < parcelas) throw new RangeError(`Parcelas demais para ${restante} centavos`)
  const valor = Math.floor(restante / parcelas)
  const primeiro = parseISO(vencimentoInicial)
  for (let i = 0; i < parcelas; i++) {
    const ultima = i === parcelas - 1
    plano.push({
      parcela: `${i + 1}/${parcelas}`,
      numero: i + 1,
      vencimento: format(addMonths(primeiro, i), 'yyyy-MM-dd'),
      valor: ultima ? restante - valor * (parcelas - 1) : valor,
      sinal: false,
    })
  }
  return plano
}
