import type { TecnicoView } from '../../../../shared/cadastros/tecnicos.schemas'
import { formatTelefone } from '../../../../shared/formatos/exibir'
import type { RegisterColumn } from '../../../components/register-list/types'
import { Badge } from '../../../components/ui/badge'

const dash = <span className="text-muted-foreground">—</span>

export const tecnicosColumns: RegisterColumn<TecnicoView>[] = [
  { id: 'nome', header: 'Nome', cell: (t) => t.nome, mobile: 'title', className: 'font-medium' },
  {
    id: 'celular',
    header: 'Celular',
    cell: (t) => (t.celular ? <span className="whitespace-nowrap">{formatTelefone(t.celular)}</span> : dash),
    mobile: 'detail',
  },
  { id: 'email', header: 'Email', cell: (t) => t.email ?? dash, hideBelow: 'lg', className: 'break-all' },
  {
    id: 'usuario',
    header: 'Usuário',
    cell: (t) => t.usuario_nome ?? dash,
    hideBelow: 'xl',
    mobile: false,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (t) =>
      t.ativo ? <Badge variant="success">Ativo</Badge> : <Badge variant="secondary">Inativo</Badge>,
    mobile: 'detail',
  },
]
