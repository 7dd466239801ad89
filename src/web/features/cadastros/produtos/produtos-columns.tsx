import type { ProdutoView } from '../../../../shared/cadastros/produtos.schemas'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import type { RegisterColumn } from '../../../components/register-list/types'
import { EstoqueBadge } from './estoque-badge'

export const produtosColumns: RegisterColumn<ProdutoView>[] = [
  {
    id: 'sku',
    header: 'SKU',
    cell: (p) => <span className="font-mono whitespace-nowrap">{p.sku}</span>,
    mobile: 'detail',
  },
  {
    id: 'descricao',
    header: 'Descrição',
    cell: (p) => p.descricao,
    mobile: 'title',
    className: 'font-medium',
  },
  { id: 'unidade', header: 'Unidade', cell: (p) => p.unidade, hideBelow: 'lg' },
  {
    id: 'preco',
    header: 'Preço',
    cell: (p) => <span className="whitespace-nowrap">{formatCurrency(p.preco_publico)}</span>,
    align: 'right',
    mobile: 'detail',
  },
  {
    id: 'estoque',
    header: 'Estoque',
    cell: (p) => <EstoqueBadge produto={p} />,
    align: 'right',
    mobile: 'detail',
  },
]
