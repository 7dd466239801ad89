import { Info } from 'lucide-react'
import type { Indicador } from '../../../shared/indicadores/glossario'
import { cn } from '../../lib/cn'
import { Popover, PopoverContent, PopoverTrigger } from './popover'

/**
 * The ⓘ beside a figure's name: a click, a tap or Enter shows its one-line definition (a toggletip: a
 * hover-only tooltip would be out of reach on a phone). The hit area is 44 px around the small icon.
 */
export function InfoTip({ indicador, className }: { indicador: Indicador; className?: string }) {
  return (
    <Popover>
      <PopoverTrigger
        aria-label={`O que é ${indicador.nome}?`}
        className={cn(
          'relative inline-flex size-5 shrink-0 items-center justify-center rounded-full text-muted-foreground after:absolute after:-inset-3 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=open]:text-primary print:hidden',
          className,
        )}
      >
        <Info className="size-3.5" aria-hidden="true" />
      </PopoverTrigger>
      <PopoverContent aria-label={indicador.nome} side="top" align="center" className="w-64 p-3 text-xs">
        <p className="font-medium">{indicador.nome}</p>
        <p className="mt-1 text-muted-foreground">{indicador.definicao}</p>
      </PopoverContent>
    </Popover>
  )
}
