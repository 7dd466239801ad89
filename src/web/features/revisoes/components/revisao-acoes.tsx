import { CalendarPlus, Check, MessageCircle, Undo2 } from 'lucide-react'
import { Link } from 'react-router'
import { consentimentoMessages } from '../../../../shared/consentimento/consentimento'
import type { RevisaoItem } from '../../../../shared/revisoes/revisoes.schemas'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'
import { linkParaAgendar } from '../lib/revisoes-params'
import type { useAcoesDaRevisao } from '../lib/use-acoes-da-revisao'

type Props = {
  r: RevisaoItem
  acoes: ReturnType<typeof useAcoesDaRevisao>
  /** Phones: full-height touch targets that wrap. */
  touch?: boolean
}

/**
 * 'WhatsApp' (a link, so the browser opens it in a new tab from the tap itself, then the contact is
 * recorded), 'Agendar' and 'Marcar como contatado' (or undo it).
 */
export function RevisaoAcoes({ r, acoes, touch }: Props) {
  const tamanho = touch ? 'h-11 flex-1' : 'h-9'
  const ocupado = acoes.ocupado === r.id
  return (
    <div className={cn('flex flex-wrap gap-1', touch ? 'w-full' : 'justify-end')}>
      {!r.lembrete_permitido ? (
        // LGPD: reminders only with the customer's consent; the button says why it does nothing.
        <span className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            className={tamanho}
            disabled
            aria-describedby={`sem-consentimento-${r.id}`}
          >
            <MessageCircle aria-hidden="true" />
            WhatsApp
          </Button>
          <span id={`sem-consentimento-${r.id}`} className="text-xs text-muted-foreground">
            {consentimentoMessages.semConsentimento}
          </span>
        </span>
      ) : r.whatsapp_url ? (
        <Button asChild variant="outline" size="sm" className={tamanho}>
          <a
            href={r.whatsapp_url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => acoes.marcarContatado(r)}
            aria-label={`WhatsApp para ${r.cliente.nome}`}
          >
            <MessageCircle aria-hidden="true" />
            WhatsApp
          </a>
        </Button>
      ) : (
        <span className="self-center px-2 text-xs text-muted-foreground">Sem celular</span>
      )}
      {acoes.podeAgendar && (
        <Button asChild variant="outline" size="sm" className={tamanho}>
          <Link to={linkParaAgendar(r)}>
            <CalendarPlus aria-hidden="true" />
            Agendar
          </Link>
        </Button>
      )}
      {acoes.podeMarcar &&
        (r.situacao === 'pendente' ? (
          // Marking as contacted records a reminder: refused (409) without consent, so not offered.
          r.lembrete_permitido && (
            <Button
              variant="ghost"
              size="sm"
              className={tamanho}
              disabled={ocupado}
              onClick={() => acoes.marcarContatado(r)}
            >
              <Check aria-hidden="true" />
              Marcar como contatado
            </Button>
          )
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className={tamanho}
            disabled={ocupado}
            onClick={() => acoes.desfazer(r.id)}
          >
            <Undo2 aria-hidden="true" />
            Desfazer contato
          </Button>
        ))}
    </div>
  )
}
