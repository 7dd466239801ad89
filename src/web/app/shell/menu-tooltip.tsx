import type { ReactElement } from 'react'
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip'

/** The name of a collapsed menu item, on its left, on hover and focus. */
export function MenuTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="left">{label}</TooltipContent>
    </Tooltip>
  )
}
