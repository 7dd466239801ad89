import { useDraggable } from '@dnd-kit/core'
import { ArrowRightLeft, Camera, ClipboardCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatPlaca } from '../../../../shared/formatos/exibir'
import { type OsStatus, osStatusLabels } from '../../../../shared/os/os-status'
import type { TomDePrazo } from '../../../../shared/patio/patio'
import type { PatioCartao as Cartao } from '../../../../shared/patio/patio.schemas'
import { Avatar } from '../../../components/ui/avatar'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu'
import { cn } from '../../../lib/cn'
import { formatBRL } from '../../../lib/format'
import { PrioridadeTag } from '../../os/lista/os-row-parts'

const tomClass: Record<TomDePrazo, string> = {
  atrasada: 'font-medium text-destructive',
  hoje: 'font-medium text-amber-700',
  em_dia: 'text-muted-foreground',
  sem_previsao: 'text-muted-foreground',
}

/** What a card shows: number, customer, vehicle, alerts, technician, priority, deadline, photos, value. */
export function CartaoConteudo({ card, menu }: { card: Cartao; menu?: ReactNode }) {
  const { alertas } = card
  return (
    <div className="grid gap-1.5 text-sm">
      <div className="flex items-start justify-between gap-2">
        <Link
          to={`/os/${card.id}`}
          draggable={false}
          className="font-semibold tabular-nums outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring"
        >
          {card.numero_os}
        </Link>
        {menu}
      </div>
      <p className="truncate">{card.cliente_nome ?? 'Sem cliente'}</p>
      {card.veiculo && (
        // The plate first: it is how the shop floor knows a car, and it never gets cut.
        <p className="truncate text-muted-foreground">
          <span className="font-medium text-foreground tabular-nums">{formatPlaca(card.veiculo.placa)}</span>{' '}
          · {card.veiculo.descricao}
        </p>
      )}
      {(alertas.orcamento_recusado || alertas.atrasada || alertas.pecas_faltando) && (
        <div className="flex flex-wrap gap-1">
          {alertas.orcamento_recusado && <Badge variant="destructive">Recusado pelo cliente</Badge>}
          {alertas.atrasada && <Badge variant="destructive">Atrasada</Badge>}
          {alertas.pecas_faltando && <Badge variant="warning">Peças em falta</Badge>}
        </div>
      )}
      <div className="flex items-center justify-between gap-2 text-xs">
        {card.tecnico ? (
          <span className="flex min-w-0 items-center gap-1.5" title={card.tecnico.nome}>
            <Avatar name={card.tecnico.nome} className="size-6 [&>span]:text-[10px]" />
            <span className="truncate">{card.tecnico.nome}</span>
          </span>
        ) : (
          <span className="text-muted-foreground">Sem técnico</span>
        )}
        <PrioridadeTag prioridade={card.prioridade} />
      </div>
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className={cn('whitespace-nowrap', card.prazo && tomClass[card.prazo.tom])}>
          {card.prazo?.texto ?? 'Aguardando entrega'}
        </span>
        <span className="flex items-center gap-3">
          <Link
            to={`/os/${card.id}/vistoria/entrada`}
            draggable={false}
            className="relative z-10 -m-1.5 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
            aria-label={`Vistoria de entrada de ${card.numero_os}`}
            title="Vistoria de entrada"
            // The press is not the start of a drag.
            onMouseDown={(e) => e.stopPropagation()}
          >
            <ClipboardCheck className="size-4" aria-hidden="true" />
          </Link>
          {card.fotos > 0 && (
            <span className="flex items-center gap-1 text-muted-foreground" title={`${card.fotos} fotos`}>
              <Camera className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Fotos:</span>
              {card.fotos}
            </span>
          )}
          <span className="text-sm font-medium tabular-nums">{formatBRL(card.total_geral)}</span>
        </span>
      </div>
    </div>
  )
}

/**
 * A card on the board: dragged with the mouse to another column, or moved with 'Mover para…' (touch,
 * keyboard), which lists only where the machine and the user's permissions let it go.
 */
export function PatioCartao({
  card,
  destinos,
  onMover,
  ocupado,
}: {
  card: Cartao
  destinos: readonly OsStatus[]
  onMover: (card: Cartao, para: OsStatus) => void
  /** A move is running: no other starts. */
  ocupado: boolean
}) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: card.id,
    data: { card },
    disabled: ocupado,
  })
  const menu = destinos.length > 0 && (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative z-10 -mt-1.5 -mr-1.5 size-9 shrink-0 md:size-8"
          aria-label={`Mover ${card.numero_os} para…`}
          disabled={ocupado}
          // The menu's press is not the start of a drag.
          onMouseDown={(e) => e.stopPropagation()}
        >
          <ArrowRightLeft aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Mover para…</DropdownMenuLabel>
        {destinos.map((para) => (
          <DropdownMenuItem
            key={para}
            className="min-h-11 md:min-h-9"
            variant={para === 'cancelado' ? 'destructive' : 'default'}
            onSelect={() => onMover(card, para)}
          >
            {osStatusLabels[para]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
  return (
    <article
      ref={setNodeRef}
      {...listeners}
      aria-label={card.numero_os}
      data-status={card.status}
      className={cn(
        'relative cursor-grab rounded-lg border border-border bg-surface p-3 shadow-card hover:border-primary/40',
        card.alertas.atrasada && 'border-l-4 border-l-destructive',
        isDragging && 'opacity-40',
      )}
    >
      <CartaoConteudo card={card} menu={menu} />
    </article>
  )
}
