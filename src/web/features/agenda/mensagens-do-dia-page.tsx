import { ArrowLeft, BellOff, ChevronRight, MailCheck, MessageCircle, Wallet } from 'lucide-react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { agendamentoStatusLabels } from '../../../shared/agenda/agenda'
import type { MensagemDoDiaItem } from '../../../shared/agenda/confirmacao.schemas'
import { formatDate, formatDateTime } from '../../../shared/formatos/data'
import { can } from '../../../shared/permissoes/permissoes'
import { ListEmpty, ListError } from '../../components/list/list-states'
import { PageHeader } from '../../components/page-header'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { errorMessage } from '../../lib/api-client'
import { cn } from '../../lib/cn'
import { useCurrentMe } from '../../lib/current-me'
import { useMarcarLembreteEnviado } from './api/lembrete-enviado'
import { useMensagensDoDia } from './api/mensagens-do-dia'

/**
 * /agenda/mensagens (issue 27 item 2): tomorrow's appointments, each with its day-before reminder one
 * WhatsApp tap away (the tap also marks it sent); the ones sent stay, greyed, with when. A day's
 * appointments are few, so the list is not paged.
 */
export function MensagensDoDiaPage() {
  const me = useCurrentMe()
  const lista = useMensagensDoDia()
  const amanha = lista.data ? `, ${formatDate(lista.data.data)}` : ''
  return (
    <>
      <PageHeader
        title="Mensagens do dia"
        description={`Lembretes da véspera para os agendamentos de amanhã${amanha}: envie cada um pelo WhatsApp.`}
        actions={
          <>
            <Button variant="ghost" asChild className="h-11 md:h-10">
              <Link to="/agenda">
                <ArrowLeft aria-hidden="true" />
                Agenda
              </Link>
            </Button>
            {can(me, 'contas_receber', 'view') && (
              <Button variant="outline" asChild className="h-11 md:h-10">
                <Link to="/financeiro/cobrancas-do-dia">
                  <Wallet aria-hidden="true" />
                  Cobranças do dia
                </Link>
              </Button>
            )}
          </>
        }
      />
      <div aria-busy={lista.isFetching}>
        {lista.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Carregando mensagens do dia">
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </div>
        ) : !lista.data ? (
          <Card>
            <ListError
              title="Erro ao carregar as mensagens do dia"
              onRetry={() => void lista.refetch()}
              retrying={lista.isFetching}
            />
          </Card>
        ) : lista.data.itens.length === 0 ? (
          <Card>
            <ListEmpty
              icon={BellOff}
              title="Nenhum agendamento para amanhã"
              description="Os agendamentos de amanhã (agendados ou confirmados) aparecem aqui para o lembrete da véspera."
            />
          </Card>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Lembretes de amanhã">
            {lista.data.itens.map((item) => (
              <li key={item.id}>
                <Lembrete item={item} fuso={me.empresa.fuso_horario} podeMarcar={can(me, 'agenda', 'edit')} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}

function Lembrete({
  item,
  fuso,
  podeMarcar,
}: {
  item: MensagemDoDiaItem
  fuso: string
  podeMarcar: boolean
}) {
  const marcar = useMarcarLembreteEnviado()
  const enviado = Boolean(item.lembrete_enviado_em)
  return (
    <Card
      className={cn('grid gap-2 p-3', enviado && 'bg-muted/60 text-muted-foreground')}
      data-testid="mensagem-do-dia"
      data-enviado={enviado || undefined}
    >
      <div className="flex items-start justify-between gap-2">
        <span className="font-semibold text-lg tabular-nums">{item.hora}</span>
        <Badge variant="outline">{agendamentoStatusLabels[item.status]}</Badge>
      </div>
      <div className="min-w-0 text-sm">
        <span className="block truncate font-medium">{item.cliente_nome}</span>
        <span className="block truncate text-muted-foreground text-xs">
          {[item.veiculo, item.motivo].filter(Boolean).join(' · ')}
        </span>
      </div>
      <details className="group min-w-0">
        <summary className="flex cursor-pointer items-center gap-1 text-muted-foreground text-sm hover:text-foreground">
          <ChevronRight
            className="size-4 shrink-0 transition-transform group-open:rotate-90"
            aria-hidden="true"
          />
          <span className="truncate">{item.texto.split('\n')[0]}</span>
        </summary>
        <p className="mt-2 whitespace-pre-wrap break-words rounded-md bg-muted p-2 text-sm">{item.texto}</p>
      </details>
      <Button variant={enviado ? 'outline' : 'default'} asChild className="h-11">
        <a
          href={item.whatsapp_url}
          target="_blank"
          rel="noopener"
          onClick={() => {
            if (!podeMarcar) return
            marcar.mutate(item.id, {
              onError: (error) =>
                toast.error('Erro', {
                  description: errorMessage(error, 'Erro ao marcar o lembrete como enviado'),
                }),
            })
          }}
        >
          <MessageCircle aria-hidden="true" />
          {enviado ? 'Enviar de novo pelo WhatsApp' : 'WhatsApp'}
        </a>
      </Button>
      {item.lembrete_enviado_em && (
        <span
          className="inline-flex items-center gap-1 text-green-700 text-xs"
          data-testid="lembrete-enviado"
        >
          <MailCheck className="size-3.5" aria-hidden="true" />
          Enviado em {formatDateTime(item.lembrete_enviado_em, fuso)}
        </span>
      )}
    </Card>
  )
}
