import { Mail, MessageCircle, Phone } from 'lucide-react'
import type { ClienteView } from '../../../../../shared/cadastros/clientes.schemas'
import { formatTelefone } from '../../../../../shared/formatos/exibir'
import { whatsappUrl } from '../../../../../shared/formatos/telefone'

/** The customer's phones (click to call), WhatsApp and email, under the page title. */
export function ClienteContato({ cliente }: { cliente: ClienteView }) {
  const whatsapp = cliente.celular ? whatsappUrl(cliente.celular) : null
  const telefones = [cliente.celular, cliente.telefone].filter((t): t is string => Boolean(t))
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {telefones.map((t) => (
        <a key={t} href={`tel:${t}`} className="inline-flex items-center gap-1 hover:underline">
          <Phone className="size-4" aria-hidden="true" /> {formatTelefone(t)}
        </a>
      ))}
      {whatsapp && (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Abrir WhatsApp de ${cliente.nome_razao}`}
          className="inline-flex items-center gap-1 hover:underline"
        >
          <MessageCircle className="size-4 text-green-600" aria-hidden="true" /> WhatsApp
        </a>
      )}
      {cliente.email && (
        <a
          href={`mailto:${cliente.email}`}
          className="inline-flex min-w-0 items-center gap-1 break-all hover:underline"
        >
          <Mail className="size-4 shrink-0" aria-hidden="true" /> {cliente.email}
        </a>
      )}
    </span>
  )
}
