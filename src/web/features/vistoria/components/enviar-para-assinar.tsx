import { useMutation } from '@tanstack/react-query'
import { Copy, MessageCircle, Send } from 'lucide-react'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { comLinhaDeDescadastro } from '../../../../shared/consentimento/descadastro'
import { whatsappComTexto } from '../../../../shared/os/compartilhar.schemas'
import { mensagemDeAssinatura } from '../../../../shared/vistoria/mensagem-de-assinatura'
import type { VistoriaView } from '../../../../shared/vistoria/vistoria.schemas'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Input } from '../../../components/ui/input'
import { errorMessage } from '../../../lib/api-client'
import { copiarTexto } from '../../../lib/copiar'
import { linkDaVistoria } from '../api/link-vistoria'

/** 'Enviar para o cliente assinar': the inspection's link by WhatsApp or copied, for signing remotely. */
export function EnviarParaAssinar({ vistoria, disabled }: { vistoria: VistoriaView; disabled?: boolean }) {
  const [aberto, setAberto] = useState(false)
  const campo = useRef<HTMLInputElement>(null)
  const link = useMutation({
    mutationFn: () => linkDaVistoria(vistoria.id),
    onError: (error) => toast.error('Erro', { description: errorMessage(error, 'Erro ao gerar o link') }),
  })
  const url = link.data?.url
  // The customer's opt-out line ends it, as every message to a customer (LGPD).
  const texto = url
    ? comLinhaDeDescadastro(mensagemDeAssinatura({ ...vistoria, url }), link.data?.descadastro)
    : ''

  return (
    <>
      <Button
        size="lg"
        variant="outline"
        disabled={disabled || link.isPending}
        onClick={() => link.mutate(undefined, { onSuccess: () => setAberto(true) })}
      >
        <Send aria-hidden="true" /> {link.isPending ? 'Gerando link…' : 'Enviar para o cliente assinar'}
      </Button>
      <Dialog open={aberto} onOpenChange={setAberto}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Link para o cliente assinar</DialogTitle>
            <DialogDescription>
              O cliente confere a vistoria e assina com nome e CPF. O link vale 7 dias.
            </DialogDescription>
          </DialogHeader>
          <Input
            ref={campo}
            readOnly
            value={url ?? ''}
            aria-label="Link da vistoria"
            onFocus={(e) => e.target.select()}
          />
          <div className="grid gap-2 sm:flex">
            <Button asChild size="lg">
              <a href={whatsappComTexto(null, texto)} target="_blank" rel="noreferrer">
                <MessageCircle aria-hidden="true" /> Enviar por WhatsApp
              </a>
            </Button>
            <Button
              size="lg"
              variant="outline"
              onClick={async () => {
                const ok = await copiarTexto(url ?? '', campo.current)
                if (ok) toast.success('Link copiado')
                else toast.error('Erro', { description: 'Selecione o link e copie.' })
              }}
            >
              <Copy aria-hidden="true" /> Copiar link
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  )
}
