import { AlertTriangle, BellOff, RotateCw } from 'lucide-react'
import { type ReactElement, useState } from 'react'
import { Link } from 'react-router'
import { notificacoesMessages as m } from '../../../shared/notificacoes/notificacoes.messages'
import { Button } from '../../components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover'
import { Skeleton } from '../../components/ui/skeleton'
import { Spinner } from '../../components/ui/spinner'
import { useNotificacoes } from '../../features/notificacoes/api/get-notificacoes'
import { NotificacaoItem, NotificacoesDesativadas } from '../../features/notificacoes/notificacao-item'
import { useLeituraNotificacoes } from '../../features/notificacoes/use-leitura-notificacoes'

/** The bell shows the newest few; 'Ver todas' opens /notificacoes. */
const NO_SINO = 6

/**
 * The newest notifications in a popover that fits a 375 px screen. Loaded on the first click on the bell
 * (notifications-button.tsx), which it opens; `trigger` is that same bell.
 */
export function NotificacoesPopover({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(true)
  const query = useNotificacoes()
  const leitura = useLeituraNotificacoes()
  const view = query.data
  const naoLidas = view?.nao_lidas ?? 0
  const fechar = () => setOpen(false)

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent aria-label={m.titulo} className="flex w-96 flex-col gap-2 p-2">
        <div className="flex items-center justify-between gap-2 px-2 pt-1">
          <h2 className="text-sm font-semibold">{m.titulo}</h2>
          {naoLidas > 0 && (
            <Button
              variant="link"
              size="sm"
              className="h-7 px-0"
              onClick={leitura.marcarTodas}
              disabled={leitura.pending}
            >
              {leitura.pending && <Spinner label="" />}
              {m.marcarTodas}
            </Button>
          )}
        </div>
        <Conteudo query={query} onAbrir={leitura.abrir} onNavigate={fechar} />
        {view && !view.desativadas && (
          <Button asChild variant="ghost" size="sm" className="w-full">
            <Link to="/notificacoes" onClick={fechar}>
              {m.verTodas}
            </Link>
          </Button>
        )}
      </PopoverContent>
    </Popover>
  )
}

function Conteudo({
  query,
  onAbrir,
  onNavigate,
}: {
  query: ReturnType<typeof useNotificacoes>
  onAbrir: ReturnType<typeof useLeituraNotificacoes>['abrir']
  onNavigate: () => void
}) {
  const view = query.data
  if (!view && query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 px-4 py-6 text-center text-sm">
        <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
        {m.erroCarregar}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? <Spinner label="" /> : <RotateCw aria-hidden="true" />}
          Tentar novamente
        </Button>
      </div>
    )
  }
  if (!view) {
    return (
      <div className="grid gap-3 p-2" role="status" aria-label="Carregando">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="size-8 rounded-full" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-full" />
            </div>
          </div>
        ))}
      </div>
    )
  }
  if (view.desativadas) return <NotificacoesDesativadas onNavigate={onNavigate} />
  if (view.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
        <BellOff className="size-6" aria-hidden="true" />
        {m.nenhuma}
      </div>
    )
  }
  return (
    <ul className="grid max-h-[min(24rem,60dvh)] gap-0.5 overflow-y-auto">
      {view.items.slice(0, NO_SINO).map((item) => (
        <li key={item.id} className="flex">
          <NotificacaoItem
            item={item}
            compacto
            onAbrir={(i) => {
              onAbrir(i)
              onNavigate()
            }}
          />
        </li>
      ))}
    </ul>
  )
}
