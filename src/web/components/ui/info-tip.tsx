import { Info } from 'lucide-react'
import type { Indicador } from '../../../shared/indicadores/glossario'
import { cn } from '../../lib/cn'
import { LazyTrigger } from '../lazy-trigger'

const loadPopover = () => import('./info-tip-popover')

/**
 * The ⓘ beside a figure's name: a click, a tap or Enter shows its one-line definition (a toggletip: a
 * hover-only tooltip would be out of reach on a phone). The hit area is 44 px around the small icon. The
 * popover's code comes with the first click, not with the dashboard (decision 021).
 */
export function InfoTip({ indicador, className }: { indicador: Indicador; className?: string }) {
  const trigger = (
    <button
      type="button"
      aria-label={`O que é ${indicador.nome}?`}
      className={cn(
        'relative inline-flex size-5 shrink-0 items-center justify-center rounded-full text-muted-foreground after:absolute after:-inset-3 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=open]:text-primary print:hidden',
        className,
      )}
    >
      <Info className="size-3.5" aria-hidden="true" />
    </button>
  )
  return (
    <LazyTrigger load={loadPopover} popup="dialog" trigger={trigger}>
      {(modulo, loaded) => <modulo.InfoTipPopover indicador={indicador} trigger={loaded} />}
    </LazyTrigger>
  )
}
