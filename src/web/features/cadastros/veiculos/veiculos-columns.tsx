import type { VeiculoView } from '../../../../shared/cadastros/veiculos.schemas'
import { formatNumero, formatPlaca } from '../../../../shared/formatos/exibir'
import type { RegisterColumn } from '../../../components/register-list/types'

const dash = <span className="text-muted-foreground">—</span>

export const veiculosColumns: RegisterColumn<VeiculoView>[] = [
  {
    id: 'placa',
    header: 'Placa',
    cell: (v) => <span className="font-mono font-medium whitespace-nowrap">{formatPlaca(v.placa)}</span>,
    mobile: 'title',
  },
  { id: 'cliente', header: 'Cliente', cell: (v) => v.cliente.nome_razao, mobile: 'detail' },
  { id: 'marca', header: 'Marca', cell: (v) => v.marca, hideBelow: 'lg' },
  { id: 'modelo', header: 'Modelo', cell: (v) => v.modelo, mobile: 'detail' },
  { id: 'ano', header: 'Ano', cell: (v) => v.ano ?? dash, align: 'right', hideBelow: 'lg' },
  { id: 'cor', header: 'Cor', cell: (v) => v.cor ?? dash, hideBelow: 'xl' },
  {
    id: 'km',
    header: 'KM Atual',
    cell: (v) => (v.km_atual ? formatNumero(v.km_atual) : dash),
    align: 'right',
    mobile: 'detail',
  },
]
