import type { OsStatus } from '../../../../shared/os/os-status'
import type { PatioView } from '../../../../shared/patio/patio.schemas'

/**
 * The board as it will be once the card moved (the optimistic step): out of its column, on top of
 * `para`'s, both counts and totals adjusted. A target that is not a column (Entregue, Cancelado) only
 * takes the card out. Unchanged when the card is not on the board.
 */
export function moverCartao(view: PatioView, id: string, para: OsStatus): PatioView {
  const origem = view.colunas.find((c) => c.cards.some((card) => card.id === id))
  const card = origem?.cards.find((c) => c.id === id)
  if (!origem || !card || origem.status === para) return view
  return {
    ...view,
    colunas: view.colunas.map((coluna) => {
      if (coluna === origem)
        return {
          ...coluna,
          quantidade: coluna.quantidade - 1,
          total: coluna.total - card.total_geral,
          cards: coluna.cards.filter((c) => c.id !== id),
        }
      if (coluna.status === para)
        return {
          ...coluna,
          quantidade: coluna.quantidade + 1,
          total: coluna.total + card.total_geral,
          cards: [{ ...card, status: para }, ...coluna.cards],
        }
      return coluna
    }),
  }
}
