// OS money rules (SPEC §5, DESIGN §4), in integer centavos: the form shows them as the user types and the
// server recomputes and stores them; the client's totals are never trusted.

/** Quantities have 3 decimals: as integer thousandths, products stay exact. */
const milli = (quantidade: number) => Math.round(quantidade * 1000)

/** quantity × unit value, rounded to the centavo. */
export const lineGross = (quantidade: number, valorUnitario: number) =>
  Math.round((milli(quantidade) * valorUnitario) / 1000)

/** A percent discount sets the value: round(quantity × unit value × percent / 100). */
export const discountFromPercent = (quantidade: number, valorUnitario: number, percentual: number) =>
  Math.round((lineGross(quantidade, valorUnitario) * percentual) / 100)

/** The percent a typed discount value represents (2 decimals), kept in step with the value field. */
export const percentFromDiscount = (quantidade: number, valorUnitario: number, descontoValor: number) => {
  const gross = lineGross(quantidade, valorUnitario)
  if (gross === 0) return 0
  return Math.min(100, Math.round((descontoValor * 10000) / gross) / 100)
}

/** Line subtotal = round(quantity × unit value) − discount value, never negative. */
export const lineSubtotal = (item: { quantidade: number; valor_unitario: number; desconto_valor: number }) =>
  Math.max(0, lineGross(item.quantidade, item.valor_unitario) - item.desconto_valor)

export interface TotaisInput {
  itens: Array<{
    tipo: 'servico' | 'produto'
    quantidade: number
    valor_unitario: number
    desconto_valor: number
  }>
  desconto_tipo: 'percentual' | 'valor' | null
  desconto_percentual: number | null
  desconto_valor: number
  acrescimos_valor: number
}

export interface Totais {
  subtotal_servicos: number
  subtotal_produtos: number
  /** The OS discount in centavos (from the percent when desconto_tipo is 'percentual'). */
  desconto_valor: number
  acrescimos_valor: number
  total_geral: number
}

/** Total Geral = services + products − OS discount + surcharges, never negative (SPEC §5). */
export function computeTotais(input: TotaisInput): Totais {
  const sum = (tipo: 'servico' | 'produto') =>
    input.itens.filter((i) => i.tipo === tipo).reduce((acc, i) => acc + lineSubtotal(i), 0)
  const subtotal_servicos = sum('servico')
  const subtotal_produtos = sum('produto')
  const itens = subtotal_servicos + subtotal_produtos
  const desconto_valor =
    input.desconto_tipo === 'percentual'
      ? Math.round((itens * (input.desconto_percentual ?? 0)) / 100)
      : input.desconto_tipo === 'valor'
        ? input.desconto_valor
        : 0
  const acrescimos_valor = input.acrescimos_valor
  return {
    subtotal_servicos,
    subtotal_produtos,
    desconto_valor,
    acrescimos_valor,
    total_geral: Math.max(0, itens - desconto_valor + acrescimos_valor),
  }
}
