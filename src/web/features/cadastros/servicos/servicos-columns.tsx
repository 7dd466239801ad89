import type { ServicoView } from '../../../../shared/cadastros/servicos.schemas'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import type { RegisterColumn } from '../../../components/register-list/types'

/** '6 meses ou 10.000 km', whichever the service has; null when it does not recur. */
function recorrencia(s: ServicoView): string | null {
  const partes = [
    s.revisao_meses ? `${s.revisao_meses} ${s.revisao_meses === 1 ? 'mês' : 'meses'}` : null,
    s.revisao_km ? `${s.revisao_km.toLocaleString('pt-BR')} km` : null,
  ].filter(Boolean)
  return partes.length ? partes.join(' ou ') : null
}

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
  {
    id: 'revisao',
    header: 'Revisão',
    cell: (s) => <span className="whitespace-nowrap">{recorrencia(s) ?? '—'}</span>,
    mobile: 'detail',
  },
]
