import { MessageCircle } from 'lucide-react'
import { Link } from 'react-router'
import type { ClienteView } from '../../../../shared/cadastros/clientes.schemas'
import { formatDocumento, formatTelefone } from '../../../../shared/formatos/exibir'
import { whatsappUrl } from '../../../../shared/formatos/telefone'
import type { RegisterColumn } from '../../../components/register-list/types'
import { buttonVariants } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'

/** The client's mobile as a button that opens a WhatsApp chat (wa.me with 55) in a new tab. */
function WhatsappButton({ celular, nome }: { celular: string | null; nome: string }) {
  const url = celular ? whatsappUrl(celular) : null
  if (!celular) return <span className="text-muted-foreground">—</span>
  // Masked by the server for who does not edit the register ('(11) *****-4321'): shown, not dialled.
  if (!url) return <span className="whitespace-nowrap tabular-nums">{celular}</span>
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Abrir WhatsApp de ${nome}: ${formatTelefone(celular)}`}
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'tabular-nums')}
    >
      <MessageCircle className="text-green-600" aria-hidden="true" />
      {formatTelefone(celular)}
    </a>
  )
}

const dash = (value: string | null) => value || <span className="text-muted-foreground">—</span>

export const clientesColumns: RegisterColumn<ClienteView>[] = [
  {
    id: 'doc',
    header: 'CPF/CNPJ',
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatDocumento(c.doc)}</span>,
    mobile: 'detail',
  },
  {
    id: 'nome',
    header: 'Nome/Razão Social',
    // The customer's page (history); a click elsewhere on the row still edits.
    cell: (c) => (
      <Link to={`/cadastros/clientes/${c.id}`} className="hover:underline">
        {c.nome_razao}
      </Link>
    ),
    mobile: 'title',
    className: 'font-medium',
  },
  {
    id: 'celular',
    header: 'Celular',
    cell: (c) => <WhatsappButton celular={c.celular} nome={c.nome_razao} />,
    mobile: 'detail',
  },
  { id: 'email', header: 'Email', cell: (c) => dash(c.email), hideBelow: 'xl', className: 'break-all' },
  {
    id: 'cidade',
    header: 'Cidade',
    cell: (c) => (c.cidade ? `${c.cidade}${c.uf ? `/${c.uf}` : ''}` : dash(null)),
    hideBelow: 'lg',
    mobile: 'detail',
  },
]
