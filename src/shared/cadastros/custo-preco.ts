import { formatCurrency } from '../formatos/moeda'

/**
 * A service or product whose cost is above its price sells at a loss on every OS. Not forbidden (a
 * promotion, a typo caught later), but the register form asks before saving it (issue 21): the question,
 * or null when the price covers the cost or there is no cost.
 */
export function perguntaCustoAcimaDoPreco(
  v: { preco_publico: number; custo_base?: number | null },
  oQue: 'serviço' | 'produto',
): { titulo: string; texto: string } | null {
  // Undefined: a reader without the cost's permission edits the rest and leaves the cost as it is.
  if (v.custo_base == null || v.custo_base <= v.preco_publico) return null
  return {
    titulo: 'Custo maior que o preço',
    texto:
      `O custo (${formatCurrency(v.custo_base)}) é maior que o preço (${formatCurrency(v.preco_publico)}): ` +
      `cada venda deste ${oQue} dá prejuízo. Salvar mesmo assim?`,
  }
}
