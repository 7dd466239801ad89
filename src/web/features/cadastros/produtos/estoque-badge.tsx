import type { ProdutoView } from '../../../../shared/cadastros/produtos.schemas'
import { formatQuantidade } from '../../../../shared/formatos/quantidade'
import { Badge } from '../../../components/ui/badge'

/**
 * Stock badge: only for controlled stock, red when current ≤ minimum (DESIGN §8b) — and so when a
 * conclusion took it below zero — else a dash.
 */
export function EstoqueBadge({ produto }: { produto: ProdutoView }) {
  if (!produto.controla_estoque) return <span className="text-muted-foreground">—</span>
  const texto = `${formatQuantidade(produto.estoque_atual)} ${produto.unidade}`
  const situacao = produto.estoque_atual < 0 ? 'estoque negativo' : 'estoque baixo'
  return produto.estoque_baixo ? (
    <Badge
      variant="destructive"
      title={`${situacao[0].toUpperCase()}${situacao.slice(1)} (mínimo ${formatQuantidade(produto.estoque_minimo)})`}
    >
      {texto}
      <span className="sr-only"> — {situacao}</span>
    </Badge>
  ) : (
    <Badge variant="success">{texto}</Badge>
  )
}
