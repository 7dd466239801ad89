import { useDroppable } from '@dnd-kit/core'
import { Inbox } from 'lucide-react'
import type { OsStatus } from '../../../../shared/os/os-status'
import { patioMessages as m } from '../../../../shared/patio/patio.messages'
import type { PatioCartao as Cartao, PatioColuna as Coluna } from '../../../../shared/patio/patio.schemas'
import { osStatusDotColors } from '../../../components/os-status-badge'
import { cn } from '../../../lib/cn'
import { formatBRL } from '../../../lib/format'
import { PatioCartao } from './patio-cartao'

/**
 * One status: its label, count and total, and its cards. While a card is dragged, a column it may not
 * go to fades (`alvo` false) and the one under the pointer is outlined.
 */
export function PatioColuna({
  coluna,
  alvo,
  destinosDe,
  onMover,
  ocupado,
}: {
  coluna: Coluna
  /** During a drag: whether the dragged card may go here (null: no drag). */
  alvo: boolean | null
  destinosDe: (card: Cartao) => readonly OsStatus[]
  onMover: (card: Cartao, para: OsStatus) => void
  ocupado: boolean
}) {
  const { setNodeRef, isOver } = useDroppable({ id: coluna.status })
  const tituloId = `patio-coluna-${coluna.status}`
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={tituloId}
      data-testid={tituloId}
      className={cn(
        'flex w-full shrink-0 snap-start flex-col rounded-lg border border-border bg-muted/60 md:w-64 lg:w-auto lg:min-w-56 lg:flex-1',
        alvo === false && 'opacity-50',
        isOver && alvo && 'border-primary ring-2 ring-primary/30',
      )}
    >
      <header className="grid gap-0.5 border-b border-border px-3 py-2">
        <h2 className="flex min-w-0 items-center gap-2 text-sm font-semibold">
          <span
            className={cn('size-2.5 shrink-0 rounded-full', osStatusDotColors[coluna.status])}
            aria-hidden="true"
          />
          <span id={tituloId} className="truncate">
            {coluna.label}
          </span>
          <span
            className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium tabular-nums"
            data-testid="patio-quantidade"
          >
            {coluna.quantidade}
            <span className="sr-only"> OS</span>
          </span>
        </h2>
        <span className="text-xs text-muted-foreground tabular-nums" data-testid="patio-total">
          {formatBRL(coluna.total)}
        </span>
      </header>
      <div className="flex min-h-32 flex-1 flex-col gap-2 p-2">
        {coluna.cards.length === 0 ? (
          <p className="flex flex-1 flex-col items-center justify-center gap-2 py-8 text-center text-sm text-muted-foreground">
            <Inbox className="size-5" aria-hidden="true" />
            {m.colunaVazia}
          </p>
        ) : (
          coluna.cards.map((card) => (
            <PatioCartao
              key={card.id}
              card={card}
              destinos={destinosDe(card)}
              onMover={onMover}
              ocupado={ocupado}
            />
          ))
        )}
        {coluna.cards.length < coluna.quantidade && coluna.cards.length > 0 && (
          <p className="px-1 text-xs text-muted-foreground">
            {m.limitado(coluna.cards.length, coluna.quantidade)}
          </p>
        )}
      </div>
    </section>
  )
}
