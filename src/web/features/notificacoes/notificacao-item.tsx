import {
  BellOff,
  CalendarClock,
  CalendarSync,
  CircleCheck,
  CircleX,
  Clock,
  type LucideIcon,
  Package,
  QrCode,
  ShieldAlert,
  UserPlus,
  UserX,
  Wallet,
} from 'lucide-react'
import { Link } from 'react-router'
import { formatDate } from '../../../shared/formatos/data'
import { notificacoesMessages as m } from '../../../shared/notificacoes/notificacoes.messages'
import type { Notificacao, TipoNotificacao } from '../../../shared/notificacoes/notificacoes.schemas'
import { Button } from '../../components/ui/button'
import { cn } from '../../lib/cn'

const icones: Record<TipoNotificacao, { icon: LucideIcon; cor: string }> = {
  titulo_vencido: { icon: Wallet, cor: 'bg-red-50 text-red-700' },
  os_atrasada: { icon: CalendarClock, cor: 'bg-amber-50 text-amber-700' },
  estoque_baixo: { icon: Package, cor: 'bg-amber-50 text-amber-700' },
  orcamento_aprovado: { icon: CircleCheck, cor: 'bg-indigo-50 text-indigo-700' },
  orcamento_recusado: { icon: CircleX, cor: 'bg-red-50 text-red-700' },
  convite_aceito: { icon: UserPlus, cor: 'bg-primary-soft text-primary' },
  pix_recebido: { icon: QrCode, cor: 'bg-emerald-50 text-emerald-700' },
  agendamento_proximo: { icon: Clock, cor: 'bg-primary-soft text-primary' },
  agendamento_sem_chegada: { icon: UserX, cor: 'bg-amber-50 text-amber-700' },
  reagendamento_pedido: { icon: CalendarSync, cor: 'bg-indigo-50 text-indigo-700' },
  solicitacao_titular: { icon: ShieldAlert, cor: 'bg-amber-50 text-amber-700' },
}

/**
 * One notification: a link to where the situation is handled; following it marks the item read.
 * Unread items carry a dot and a bold title (and say so to screen readers).
 */
export function NotificacaoItem({
  item,
  onAbrir,
  compacto = false,
}: {
  item: Notificacao
  onAbrir: (item: Notificacao) => void
  compacto?: boolean
}) {
  const { icon: Icon, cor } = icones[item.tipo]
  return (
    <Link
      to={item.link}
      onClick={() => onAbrir(item)}
      className={cn(
        'flex min-w-0 flex-1 items-start gap-3 rounded-md p-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
        !compacto && 'p-3',
      )}
    >
      <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', cor)}>
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className={cn('min-w-0 truncate text-sm', item.lida ? 'font-normal' : 'font-semibold')}>
            {item.titulo}
          </span>
          {!item.lida && (
            <span className="size-2 shrink-0 rounded-full bg-primary">
              <span className="sr-only">(não lida)</span>
            </span>
          )}
        </span>
        <span className={cn('block text-sm break-words text-muted-foreground', compacto && 'line-clamp-2')}>
          {item.texto}
        </span>
        <span className="block text-xs text-muted-foreground tabular-nums">{formatDate(item.data)}</span>
      </span>
    </Link>
  )
}

/** The bell's and the page's answer when the user turned notifications off in Configurações > Sistema. */
export function NotificacoesDesativadas({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-6 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <BellOff className="size-5" aria-hidden="true" />
      </span>
      <p className="text-sm font-medium">{m.desativadas}</p>
      <p className="text-sm text-muted-foreground">{m.desativadasTexto}</p>
      <Button asChild variant="outline" size="sm">
        <Link to="/configuracoes?aba=sistema" onClick={onNavigate}>
          {m.ativarEmSistema}
        </Link>
      </Button>
    </div>
  )
}
