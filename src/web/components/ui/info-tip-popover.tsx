import type { ReactElement } from 'react'
import type { Indicador } from '../../../shared/indicadores/glossario'
import { Popover, PopoverContent, PopoverTrigger } from './popover'

/** The definition's popover (Radix), loaded on the first click on the ⓘ (info-tip.tsx), which it opens. */
export function InfoTipPopover({ indicador, trigger }: { indicador: Indicador; trigger: ReactElement }) {
  return (
    <Popover defaultOpen>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent aria-label={indicador.nome} side="top" align="center" className="w-64 p-3 text-xs">
        <p className="font-medium">{indicador.nome}</p>
        <p className="mt-1 text-muted-foreground">{indicador.definicao}</p>
      </PopoverContent>
    </Popover>
  )
}
