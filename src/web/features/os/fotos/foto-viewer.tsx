import { ChevronLeft, ChevronRight, Trash2 } from 'lucide-react'
import { type KeyboardEvent, type TouchEvent, useEffect, useRef } from 'react'
import type { OsFotoView } from '../../../../shared/os/os.schemas'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog'
import { cn } from '../../../lib/cn'
import { type Tipo, tituloDe } from './fotos-tipos'

/** The photos of one group full size, with previous/next (buttons, arrow keys, swipe) and delete. */
export function FotoViewer({
  fotos,
  tipo,
  index,
  editable,
  onIndex,
  onClose,
  onDelete,
}: {
  fotos: OsFotoView[]
  tipo: Tipo
  index: number | null
  editable: boolean
  onIndex: (index: number) => void
  onClose: () => void
  onDelete: (foto: OsFotoView) => void
}) {
  const total = fotos.length
  const current = index === null ? null : Math.min(index, total - 1)
  const foto = current !== null && current >= 0 ? fotos[current] : undefined
  const open = foto !== undefined
  const touchStart = useRef<number | null>(null)

  // The list changed under the viewer (its last photo deleted): close when nothing is left.
  useEffect(() => {
    if (index !== null && total === 0) onClose()
  }, [index, total, onClose])

  const go = (delta: number) => {
    if (current === null || total < 2) return
    onIndex((current + delta + total) % total)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1)
    else if (event.key === 'ArrowRight') go(1)
  }
  // A horizontal swipe on the photo goes to the previous or next one.
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches.length === 1 ? (event.touches[0]?.clientX ?? null) : null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current
    touchStart.current = null
    const end = event.changedTouches[0]?.clientX
    if (start === null || end === undefined || Math.abs(end - start) < 50) return
    go(end < start ? 1 : -1)
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        className="max-w-4xl gap-3 border-slate-800 bg-slate-950 p-3 text-white sm:p-4 [&>button:last-child]:text-white [&>button:last-child]:hover:bg-white/10 [&>button:last-child]:hover:text-white"
        onKeyDown={onKeyDown}
      >
        <div className="flex min-h-9 items-center gap-3 pr-10">
          <DialogTitle className="text-base text-white">
            {tituloDe(tipo)}{' '}
            {current !== null && (
              <span className="font-normal text-slate-300 tabular-nums">
                {current + 1} de {total}
              </span>
            )}
          </DialogTitle>
          <DialogDescription className="sr-only">
            Use as setas ou deslize para ver a foto anterior ou a próxima; Esc fecha.
          </DialogDescription>
        </div>
        {foto && (
          <div
            className="relative flex touch-pan-y items-center justify-center"
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            <img
              key={foto.id}
              src={foto.url}
              alt={`${tituloDe(tipo)}, foto ${(current ?? 0) + 1} de ${total}`}
              className="max-h-[calc(100dvh-10rem)] w-auto max-w-full rounded-md object-contain"
            />
          </div>
        )}
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="ghost"
            className={cn('h-11 text-white hover:bg-white/10 hover:text-white', total < 2 && 'invisible')}
            onClick={() => go(-1)}
            aria-label="Foto anterior"
          >
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">Anterior</span>
          </Button>
          {editable && foto && (
            <Button
              variant="ghost"
              className="h-11 text-red-300 hover:bg-white/10 hover:text-red-200"
              onClick={() => onDelete(foto)}
            >
              <Trash2 aria-hidden="true" />
              Excluir
            </Button>
          )}
          <Button
            variant="ghost"
            className={cn('h-11 text-white hover:bg-white/10 hover:text-white', total < 2 && 'invisible')}
            onClick={() => go(1)}
            aria-label="Próxima foto"
          >
            <span className="hidden sm:inline">Próxima</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
