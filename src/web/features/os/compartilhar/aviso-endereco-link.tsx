import { AlertTriangle } from 'lucide-react'
import { alcanceDoEndereco, enderecoMessages as m } from '../../../../shared/sistema/endereco'

/**
 * Says when the quote link in a message would not open on the customer's phone (this computer only), or
 * only on the shop's network: such a link is never sent without the user being told.
 */
export function AvisoEnderecoLink({ link }: { link: string | null }) {
  const alcance = link ? alcanceDoEndereco(link) : 'internet'
  if (alcance === 'internet') return null
  return alcance === 'maquina' ? (
    <p
      role="alert"
      className="flex gap-2 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-destructive"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {m.linkMaquina}
    </p>
  ) : (
    <p role="note" className="text-sm text-muted-foreground">
      {m.linkRede}
    </p>
  )
}
