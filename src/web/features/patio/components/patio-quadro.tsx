import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  MouseSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { useState } from 'react'
import { canTransition, type OsStatus, osStatusLabels } from '../../../../shared/os/os-status'
import { destinosDoCartao } from '../../../../shared/patio/patio'
import type { PatioCartao as Cartao, PatioView } from '../../../../shared/patio/patio.schemas'
import { cn } from '../../../lib/cn'
import { useCurrentMe } from '../../../lib/current-me'
import { CartaoConteudo } from './patio-cartao'
import { PatioColuna } from './patio-coluna'

const cartaoDe = (data: unknown) => (data as { card?: Cartao } | undefined)?.card
const nomeDe = (id: string | number | undefined) => osStatusLabels[id as OsStatus] ?? ''

// dnd-kit's live region, in Portuguese (touch and keyboard users have the 'Mover para…' menu).
const anuncios: Announcements = {
  onDragStart: ({ active }) => `${cartaoDe(active.data.current)?.numero_os ?? 'OS'} selecionada.`,
  onDragOver: ({ over }) => (over ? `Sobre ${nomeDe(over.id)}.` : undefined),
  onDragEnd: ({ over }) => (over ? `Solta em ${nomeDe(over.id)}.` : 'Movimento cancelado.'),
  onDragCancel: () => 'Movimento cancelado.',
}

/**
 * The columns side by side; on a phone one column fills the width and the others are a swipe away
 * (scroll-snap inside the board, never a page-wide scroll), with chips that jump to each.
 */
export function PatioQuadro({
  view,
  onMover,
  ocupado,
  className,
}: {
  view: PatioView
  onMover: (card: Cartao, para: OsStatus) => void
  ocupado: boolean
  className?: string
}) {
  const me = useCurrentMe()
  const [arrastado, setArrastado] = useState<Cartao | null>(null)
  // A press becomes a drag after 8 px, so a click still opens the OS. Mouse only: a finger scrolls.
  const sensors = useSensors(useSensor(MouseSensor, { activationConstraint: { distance: 8 } }))

  const onDragStart = ({ active }: DragStartEvent) => setArrastado(cartaoDe(active.data.current) ?? null)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setArrastado(null)
    const card = cartaoDe(active.data.current)
    if (card && over && over.id !== card.status) onMover(card, over.id as OsStatus)
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setArrastado(null)}
      accessibility={{ announcements: anuncios }}
    >
      <nav aria-label="Etapas do pátio" className="mb-3 flex gap-2 overflow-x-auto pb-1 md:hidden">
        {view.colunas.map((coluna) => (
          <button
            key={coluna.status}
            type="button"
            onClick={() =>
              document
                .querySelector(`[data-testid="patio-coluna-${coluna.status}"]`)
                ?.scrollIntoView({ behavior: 'smooth', inline: 'start', block: 'nearest' })
            }
            className="flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-border bg-surface px-3 text-xs font-medium"
          >
            {coluna.label}
            <span className="tabular-nums text-muted-foreground">{coluna.quantidade}</span>
          </button>
        ))}
      </nav>
      <div
        className={cn(
          // relative: the columns' screen-reader texts (absolute) stay inside the scroll, off the page's width.
          'relative flex snap-x snap-mandatory items-stretch gap-3 overflow-x-auto pb-3 md:snap-none',
          className,
        )}
        data-testid="patio-quadro"
      >
        {view.colunas.map((coluna) => (
          <PatioColuna
            key={coluna.status}
            coluna={coluna}
            alvo={
              arrastado
                ? arrastado.status === coluna.status || canTransition(arrastado.status, coluna.status)
                : null
            }
            destinosDe={(card) => destinosDoCartao(card.status, me)}
            onMover={onMover}
            ocupado={ocupado}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {arrastado && (
          <div className="relative w-72 max-w-[85vw] cursor-grabbing rounded-lg border border-primary bg-surface p-3 shadow-dialog">
            <CartaoConteudo card={arrastado} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  )
}
