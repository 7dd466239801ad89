import { cn } from '../lib/cn'

/** The Bancada wordmark: an orange workbench mark (the accent colour is reserved for the brand). */
export function Brand({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 font-semibold tracking-tight text-foreground', className)}
    >
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" className="fill-brand" />
        <rect x="7" y="19" width="18" height="5" rx="1.5" fill="#fff" />
        <rect x="10" y="9" width="5" height="8" rx="1.5" fill="#fff" fillOpacity="0.85" />
        <rect x="17" y="12" width="5" height="5" rx="1.5" fill="#fff" />
      </svg>
      <span className={cn('text-lg', compact && 'sr-only')}>Bancada</span>
    </span>
  )
}
