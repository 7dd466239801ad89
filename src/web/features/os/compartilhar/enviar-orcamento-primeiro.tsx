import { Send } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { faltaParaEnviarOrcamento } from '../../../../shared/os/enviar-orcamento'
import type { OsView } from '../../../../shared/os/os.schemas'
import { can } from '../../../../shared/permissoes/permissoes'
import { Button } from '../../../components/ui/button'
import { DialogFooter } from '../../../components/ui/dialog'
import { Spinner } from '../../../components/ui/spinner'
import { useCurrentMe } from '../../../lib/current-me'
import { useOsTransition } from '../acoes/use-os-transition'

/**
 * Sharing a draft: a price without the quote's link is not a quote, so the quote is sent first (the
 * spec's checks, then the status machine) and the message then carries the link. Going on without it
 * stays possible.
 */
export function EnviarOrcamentoPrimeiro({ os, onSemLink }: { os: OsView; onSemLink: () => void }) {
  const me = useCurrentMe()
  const { transition, pending } = useOsTransition(os.id)
  const [erro, setErro] = useState<string | null>(null)
  const podeEnviar = can(me, 'os', 'edit')

  const enviar = () => {
    const falta = faltaParaEnviarOrcamento({ temCliente: os.cliente !== null, itens: os.itens.length })
    if (falta) return setErro(falta.mensagem)
    setErro(null)
    // Once sent, the OS on screen turns orcamento_enviado and the dialog shows the message with the link.
    void transition('orcamento_enviado')
  }

  return (
    <>
      <div className="grid gap-2 text-sm">
        <p className="font-medium">Este orçamento ainda é um rascunho.</p>
        <p className="text-muted-foreground">
          {podeEnviar
            ? 'Envie o orçamento para a mensagem levar o link em que o cliente vê os itens e aprova ou recusa. Sem o link, o cliente recebe só o valor.'
            : 'Sem o orçamento enviado, a mensagem vai sem o link para o cliente aprovar. Quem pode editar a OS envia o orçamento.'}
        </p>
        {erro && (
          <p role="alert" className="text-destructive">
            {erro}.{' '}
            <Link to={`/os/${os.id}/editar`} className="font-medium underline">
              Editar OS
            </Link>
          </p>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" className="h-11 md:h-10" onClick={onSemLink} disabled={pending}>
          Continuar sem link
        </Button>
        {podeEnviar && (
          <Button className="h-11 md:h-10" onClick={enviar} disabled={pending}>
            {pending ? <Spinner label="" /> : <Send aria-hidden="true" />}
            Enviar orçamento
          </Button>
        )}
      </DialogFooter>
    </>
  )
}
