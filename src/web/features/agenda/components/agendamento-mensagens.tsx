import { CalendarPlus, Copy, Mail, MailCheck, MessageCircle } from 'lucide-react'
import { useRef } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { formatDateTime } from '../../../../shared/formatos/data'
import { can } from '../../../../shared/permissoes/permissoes'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { Skeleton } from '../../../components/ui/skeleton'
import { errorMessage } from '../../../lib/api-client'
import { copiarTexto } from '../../../lib/copiar'
import { useCurrentMe } from '../../../lib/current-me'
import { useEnviarAgendamentoPorEmail } from '../api/email-agendamento'
import { icsDoAgendamentoUrl } from '../api/link-agendamento'
import { useMensagemDoAgendamento } from '../api/mensagem-agendamento'

/**
 * The appointment's messages section (issue 27 item 2): the confirmation by WhatsApp or email (with the
 * .ics), the customer's link to copy, the .ics to download, and when the day-before reminder went out.
 */
export function AgendamentoMensagens({ agendamentoId }: { agendamentoId: string }) {
  const me = useCurrentMe()
  const fuso = me.empresa.fuso_horario
  const podeEnviar = can(me, 'agenda', 'edit')
  const mensagem = useMensagemDoAgendamento(agendamentoId, 'confirmacao')
  const email = useEnviarAgendamentoPorEmail(agendamentoId)
  const campo = useRef<HTMLInputElement>(null)

  if (mensagem.isPending)
    return (
      <div className="grid gap-2" role="status" aria-label="Carregando mensagens">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    )
  if (!mensagem.data)
    return (
      <div role="alert" className="grid gap-2 text-sm">
        <p className="text-destructive">{errorMessage(mensagem.error, 'Erro ao preparar a mensagem')}</p>
        <Button variant="outline" className="h-11 md:h-10" onClick={() => void mensagem.refetch()}>
          Tentar novamente
        </Button>
      </div>
    )
  const m = mensagem.data
  const copiar = async () => {
    const ok = await copiarTexto(m.link, campo.current)
    if (ok) toast.success('Link copiado')
    else toast.error('Erro', { description: 'Selecione o link e copie.' })
  }
  const enviarEmail = () =>
    email.mutate('confirmacao', {
      onSuccess: (r) =>
        r.enviado
          ? toast.success('Email enviado', {
              description: r.para ? `Confirmação enviada para ${r.para}` : 'Confirmação enviada ao cliente',
            })
          : toast.error('Erro', { description: 'O email não pôde ser entregue agora. Tente mais tarde.' }),
      onError: (error) => toast.error('Erro', { description: errorMessage(error, 'Erro ao enviar o email') }),
    })

  return (
    <div className="grid gap-3" data-testid="agendamento-mensagens">
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button asChild className="h-11 md:h-10">
          <a href={m.whatsapp_url} target="_blank" rel="noopener">
            <MessageCircle aria-hidden="true" />
            Enviar confirmação por WhatsApp
          </a>
        </Button>
        {podeEnviar && m.email_disponivel && (
          <Button variant="outline" className="h-11 md:h-10" disabled={email.isPending} onClick={enviarEmail}>
            <Mail aria-hidden="true" />
            {email.isPending ? 'Enviando…' : 'Enviar confirmação por email'}
          </Button>
        )}
        <Button variant="outline" className="h-11 md:h-10" onClick={() => void copiar()}>
          <Copy aria-hidden="true" />
          Copiar link
        </Button>
        <Button variant="outline" className="h-11 md:h-10" asChild>
          <a href={icsDoAgendamentoUrl(agendamentoId)} download="agendamento.ics">
            <CalendarPlus aria-hidden="true" />
            .ics
          </a>
        </Button>
      </div>
      <Input
        ref={campo}
        readOnly
        value={m.link}
        aria-label="Link do cliente para confirmar"
        className="text-xs"
        onFocus={(e) => e.target.select()}
      />
      {m.lembrete_enviado_em ? (
        <p className="inline-flex items-center gap-1 text-green-700 text-xs" data-testid="lembrete-enviado">
          <MailCheck className="size-3.5" aria-hidden="true" />
          Lembrete da véspera enviado em {formatDateTime(m.lembrete_enviado_em, fuso)}
        </p>
      ) : (
        <p className="text-muted-foreground text-xs">
          O lembrete da véspera aparece em{' '}
          <Link to="/agenda/mensagens" className="font-medium text-primary hover:underline">
            Mensagens do dia
          </Link>
          .
        </p>
      )}
    </div>
  )
}
