import { AlertTriangle, BellOff, Check, CheckCheck, RotateCw } from 'lucide-react'
import { useState } from 'react'
import { notificacoesMessages as m } from '../../../shared/notificacoes/notificacoes.messages'
import { PageHeader } from '../../components/page-header'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { Spinner } from '../../components/ui/spinner'
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group'
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip'
import { useNotificacoes } from './api/get-notificacoes'
import { NotificacaoItem, NotificacoesDesativadas } from './notificacao-item'
import { useLeituraNotificacoes } from './use-leitura-notificacoes'

type Filtro = 'todas' | 'nao_lidas'

/** /notificacoes (any signed-in user): every current notification, read and unread, and 'Marcar todas como lidas'. */
export function NotificacoesPage() {
  const query = useNotificacoes()
  const leitura = useLeituraNotificacoes()
  const [filtro, setFiltro] = useState<Filtro>('todas')
  const view = query.data
  const items = view?.items.filter((i) => filtro === 'todas' || !i.lida) ?? []

  return (
    <>
      <PageHeader
        title={m.titulo}
        description={view && !view.desativadas ? m.naoLidas(view.nao_lidas) : undefined}
        actions={
          view &&
          !view.desativadas && (
            <Button onClick={leitura.marcarTodas} disabled={leitura.pending || view.nao_lidas === 0}>
              {leitura.pending ? <Spinner label="" /> : <CheckCheck aria-hidden="true" />}
              {m.marcarTodas}
            </Button>
          )
        }
      />
      {view && !view.desativadas && (
        <ToggleGroup
          type="single"
          value={filtro}
          onValueChange={(v) => v && setFiltro(v as Filtro)}
          aria-label="Mostrar"
          className="mb-4"
        >
          <ToggleGroupItem value="todas">Todas</ToggleGroupItem>
          <ToggleGroupItem value="nao_lidas">Não lidas</ToggleGroupItem>
        </ToggleGroup>
      )}
      <Card>
        {!view && query.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
            <AlertTriangle className="size-6 text-destructive" aria-hidden="true" />
            <p className="text-sm font-medium">{m.erroCarregar}</p>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {query.isFetching ? <Spinner label="" /> : <RotateCw aria-hidden="true" />}
              Tentar novamente
            </Button>
          </div>
        ) : !view ? (
          <div className="grid gap-4 p-4" role="status" aria-label="Carregando">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="flex gap-3">
                <Skeleton className="size-8 rounded-full" />
                <div className="grid flex-1 gap-1.5">
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-3 w-20" />
                </div>
              </div>
            ))}
          </div>
        ) : view.desativadas ? (
          <NotificacoesDesativadas />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <BellOff className="size-6" aria-hidden="true" />
            </span>
            <p className="text-sm font-medium">{filtro === 'todas' ? m.nenhuma : m.nenhumaNaoLida}</p>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {items.map((item) => (
              <li key={item.id} className="flex items-start gap-1 pr-2">
                <NotificacaoItem item={item} onAbrir={leitura.abrir} />
                {!item.lida && (
                  <Tooltip>
                    <TooltipTrigger asChild>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="mt-2"
                        aria-label={`${m.marcarLida}: ${item.titulo}`}
                        onClick={() => leitura.abrir(item)}
                        disabled={leitura.pending}
                      >
                        <Check aria-hidden="true" />
                      </Button>
                    </TooltipTrigger>
                    <TooltipContent>{m.marcarLida}</TooltipContent>
                  </Tooltip>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  )
}
