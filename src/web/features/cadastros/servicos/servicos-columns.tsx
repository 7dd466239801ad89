import type { ServicoView } from '../../../../shared/cadastros/servicos.schemas'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import type { RegisterColumn } from '../../../components/register-list/types'

export const servicosColumns: RegisterColumn<ServicoView>[] = [
  {
    id: 'codigo',
    header: 'Código',
    cell: (s) => <span className="font-mono whitespace-nowrap">{s.codigo}</span>,
    mobile: 'detail',
  },
  {
    id: 'descricao',
    header: 'Descrição',
    cell: (s) => s.descricao,
    mobile: 'title',
    className: 'font-medium',
  },
  {
    id: 'preco',
    header: 'Preço',
    cell: (s) => <span className="whitespace-nowrap">{formatCurrency(s.preco_publico)}</span>,
    align: 'right',
    mobile: 'detail',
  },
  { id: 'tempo', header: 'Tempo (min)', cell: (s) => s.tempo_previsto_min, align: 'right', mobile: 'detail' },
]
