import { Link } from 'react-router'
import type { VeiculoView } from '../../../../shared/cadastros/veiculos.schemas'
import { formatNumero, formatPlaca } from '../../../../shared/formatos/exibir'
import type { RegisterColumn } from '../../../components/register-list/types'

const dash = <span className="text-muted-foreground">—</span>

export const veiculosColumns: RegisterColumn<VeiculoView>[] = [
  {
    id: 'placa',
    header: 'Placa',
    // The vehicle's page (history); a click elsewhere on the row still edits.
    cell: (v) => (
      <Link
        to={`/cadastros/veiculos/${v.id}`}
        className="font-mono font-medium whitespace-nowrap hover:underline"
      >
        {formatPlaca(v.placa)}
      </Link>
    ),
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
