import { LoaderCircle } from 'lucide-react'
import { cn } from '../../lib/cn'

/** A spinning indicator; `label` is read by screen readers (empty when a text beside it already says it). */
export function Spinner({ className, label = 'Carregando' }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={cn('size-4 animate-spin', className)}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      role={label ? 'status' : undefined}
    />
  )
}

/** Centered spinner that fills the screen while the session or a page is loading (never a blank page). */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-8 text-primary" />
    </div>
  )
}
