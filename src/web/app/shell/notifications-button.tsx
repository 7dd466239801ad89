import { Bell, BellOff } from 'lucide-react'
import type { ComponentProps } from 'react'
import { notificacoesMessages as m } from '../../../shared/notificacoes/notificacoes.messages'
import type { NotificacoesView } from '../../../shared/notificacoes/notificacoes.schemas'
import { LazyTrigger } from '../../components/lazy-trigger'
import { Button } from '../../components/ui/button'
import { useNotificacoes } from '../../features/notificacoes/api/get-notificacoes'

const loadPopover = () => import('./notifications-popover')

function Sino({ view, ...props }: ComponentProps<'button'> & { view: NotificacoesView | undefined }) {
  const naoLidas = view?.nao_lidas ?? 0
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={naoLidas > 0 ? `${m.titulo}, ${m.naoLidas(naoLidas)}` : m.titulo}
      {...props}
    >
      {view?.desativadas ? (
        <BellOff className="!size-5" aria-hidden="true" />
      ) : (
        <Bell className="!size-5" aria-hidden="true" />
      )}
      {naoLidas > 0 && (
        <span
          data-testid="notificacoes-contador"
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
        >
          {naoLidas > 99 ? '99+' : naoLidas}
        </span>
      )}
    </Button>
  )
}

/**
 * The bell of the top bar: the unread count on the icon; the first click downloads the popover's code
 * and opens it. The query is cached for a minute and refreshed on window focus (no polling).
 */
export function NotificationsButton() {
  const view = useNotificacoes().data
  return (
    <LazyTrigger load={loadPopover} popup="dialog" trigger={<Sino view={view} />}>
      {(modulo, trigger) => <modulo.NotificacoesPopover trigger={trigger} />}
    </LazyTrigger>
  )
}
