import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

/**
 * SPEC §9: tooltips open after 700 ms. Each tooltip brings its provider, so the shell needs none and the
 * first page does without Radix's tooltip code (decision 021).
 */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipPrimitive.Provider delayDuration={700}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPrimitive.Provider>
  )
}
export const TooltipTrigger = TooltipPrimitive.Trigger

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-dialog',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  )
}
