import { formatQuantidade } from '../../../../shared/formatos/quantidade'
import { Badge } from '../../../components/ui/badge'
import type { ItemFormValues } from './os-form-values'

/** A product line's stock: only when the product controls stock, red when current ≤ minimum (DESIGN §8b). */
export function EstoqueLinha({ item }: { item: ItemFormValues }) {
  if (!item.controla_estoque || item.estoque_atual === null) return null
  const baixo = item.estoque_atual <= (item.estoque_minimo ?? 0)
  const texto = `Estoque: ${formatQuantidade(item.estoque_atual)} ${item.unidade ?? ''}`.trim()
  return (
    <span>
      <Badge variant={baixo ? 'destructive' : 'success'}>
        {texto}
        {baixo && (
          <span className="sr-only"> — {item.estoque_atual < 0 ? 'estoque negativo' : 'estoque baixo'}</span>
        )}
      </Badge>
    </span>
  )
}
