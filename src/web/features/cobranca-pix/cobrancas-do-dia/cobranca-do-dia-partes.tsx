import { ChevronRight, MailCheck, MessageCircle } from 'lucide-react'
import { Link } from 'react-router'
import { type TipoLembrete, tipoLembreteLabels } from '../../../../shared/cobranca-pix/lembretes'
import { formatDateTime } from '../../../../shared/formatos/data'
import { formatTelefone } from '../../../../shared/formatos/exibir'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'
import type { CobrancaDoDia } from '../api/get-cobrancas-do-dia'

/** The props both layouts of the list take. */
export type CobrancasDoDiaRowsProps = { rows: CobrancaDoDia[]; fuso: string }

// Before the due date a gentle sky, on the day amber, overdue red (UI.md: colours for states only).
const cores: Record<TipoLembrete, string> = {
  antes: 'bg-sky-100 text-sky-800',
  no_dia: 'bg-amber-100 text-amber-800',
  depois: 'bg-red-100 text-red-800',
}

/** Which reminder it is: 'Antes do vencimento', 'No dia do vencimento' or 'Após o vencimento'. */
export function TipoLembreteBadge({ tipo }: { tipo: TipoLembrete }) {
  return (
    <Badge className={cn('border-transparent', cores[tipo])} data-tipo={tipo}>
      {tipoLembreteLabels[tipo]}
    </Badge>
  )
}

/** The customer, and the phone the WhatsApp link opens (when the role may see it). */
export function ClienteDaCobranca({ item }: { item: CobrancaDoDia }) {
  return (
    <>
      <span className="block truncate font-medium">{item.cliente_nome}</span>
      {item.cliente_telefone && (
        <span className="block text-xs text-muted-foreground tabular-nums">
          {formatTelefone(item.cliente_telefone)}
        </span>
      )}
    </>
  )
}

/** The OS number (to the OS) and the instalment, beside it or (`empilhada`, in a narrow column) under it. */
export function OsDaCobranca({ item, empilhada = false }: { item: CobrancaDoDia; empilhada?: boolean }) {
  return (
    <>
      <Link to={`/os/${item.os_id}`} className="font-medium text-primary tabular-nums hover:underline">
        {item.numero_os}
      </Link>
      <span className={cn('text-xs text-muted-foreground', empilhada ? 'block' : 'ml-1')}>
        Parcela {item.parcela}
      </span>
    </>
  )
}

/** The message as it will be sent (phones): its first line, opened whole on demand. */
export function MensagemDaCobranca({ mensagem }: { mensagem: string }) {
  return (
    <details className="group min-w-0">
      <summary className="flex cursor-pointer items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ChevronRight
          className="size-4 shrink-0 transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        <span className="truncate">{mensagem.split('\n')[0]}</span>
      </summary>
      <p className="mt-2 rounded-md bg-muted p-2 text-sm break-words whitespace-pre-wrap">{mensagem}</p>
    </details>
  )
}

/** 'Enviar pelo WhatsApp': wa.me with the message typed in (without a phone, WhatsApp asks for the chat). */
export function WhatsappDaCobranca({ item, className }: { item: CobrancaDoDia; className?: string }) {
  return (
    <Button variant="outline" asChild className={className}>
      <a href={item.whatsapp_url} target="_blank" rel="noopener">
        <MessageCircle className="text-green-600" aria-hidden="true" />
        Enviar pelo WhatsApp
      </a>
    </Button>
  )
}

/** When the reminder already went by email today. */
export function EmailDaCobranca({ item, fuso }: { item: CobrancaDoDia; fuso: string }) {
  if (!item.email_enviado_em) return null
  return (
    <span
      className="inline-flex items-center gap-1 text-xs text-green-700"
      data-testid="cobranca-email-enviado"
    >
      <MailCheck className="size-3.5" aria-hidden="true" />
      Email enviado em {formatDateTime(item.email_enviado_em, fuso)}
    </span>
  )
}
