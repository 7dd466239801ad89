import { MessageCircle } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { useMensagemPronta } from './api/get-mensagem-pronta'

/**
 * 'Avisar que está pronta' on a concluded OS: opens WhatsApp with the company's 'OS pronta' text. The
 * text is fetched with the page, so the tap opens the link at once (a window opened after a request
 * is blocked by phone browsers).
 */
export function AvisarPronta({ osId }: { osId: string }) {
  const mensagem = useMensagemPronta(osId, true)
  if (!mensagem.data)
    return (
      <Button
        variant="outline"
        className="h-11 md:h-10"
        disabled={mensagem.isPending}
        onClick={() => void mensagem.refetch()}
        title={
          mensagem.isError ? 'Não foi possível carregar a mensagem: toque para tentar de novo' : undefined
        }
      >
        {mensagem.isPending ? <Spinner label="" /> : <MessageCircle aria-hidden="true" />}
        Avisar que está pronta
      </Button>
    )
  return (
    <Button asChild variant="outline" className="h-11 md:h-10">
      <a href={mensagem.data.whatsapp_url} target="_blank" rel="noopener">
        <MessageCircle className="text-green-600" aria-hidden="true" />
        Avisar que está pronta
      </a>
    </Button>
  )
}
