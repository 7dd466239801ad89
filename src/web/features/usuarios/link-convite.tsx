import { format } from 'date-fns'
import { Copy } from 'lucide-react'
import { useId, useRef } from 'react'
import { toast } from 'sonner'
import type { ConviteCriado } from '../../../shared/usuarios/convites.schemas'
import { convitesMessages as m } from '../../../shared/usuarios/usuarios.messages'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'

/**
 * The link of a new invitation with 'Copiar link'. Without SMTP (or when the send failed) this is how the
 * person gets it: the admin sends it by WhatsApp or any other way (DESIGN §3).
 */
export function LinkConvite({ criado }: { criado: ConviteCriado }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const validade = format(new Date(criado.convite.expira_em), 'dd/MM/yyyy')

  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(criado.link)
      toast.success('Sucesso', { description: m.linkCopiado })
    } catch {
      // No clipboard access (plain http on another machine): select it so Ctrl+C / long-press copies it.
      input.current?.select()
      toast.info('Selecionamos o link: copie com Ctrl+C ou toque e segure.')
    }
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm">
        {criado.enviado_por_email
          ? `${m.enviado(criado.convite.email)} Se preferir, copie o link e envie você mesmo.`
          : `Copie o link e envie para ${criado.convite.email} (por WhatsApp, por exemplo).`}{' '}
        O link vale até {validade}.
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Link do convite</Label>
        <div className="flex min-w-0 gap-2">
          <Input
            id={id}
            ref={input}
            readOnly
            value={criado.link}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 font-mono text-xs md:text-xs"
          />
          <Button type="button" onClick={() => void copiar()} className="shrink-0">
            <Copy aria-hidden="true" />
            Copiar link
          </Button>
        </div>
      </div>
    </div>
  )
}
