import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../lib/cn'
import { Card } from './ui/card'

/** One card of a detail page (the OS, its NFS-e); on paper it loses its shadow and keeps a thin rule. */
export function SecaoDeDetalhe({
  title,
  icon: Icon,
  actions,
  children,
  className,
}: {
  title: string
  icon?: LucideIcon
  actions?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <Card
      className={cn(
        'min-w-0 p-4 sm:p-5 print:break-inside-avoid print:rounded-none print:border-0 print:border-t print:border-slate-300 print:px-0 print:shadow-none',
        className,
      )}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          {Icon && <Icon className="size-4 text-muted-foreground print:hidden" aria-hidden="true" />}
          {title}
        </h2>
        {actions && <div className="print:hidden">{actions}</div>}
      </div>
      {children}
    </Card>
  )
}

/** Label over value pairs; each value wraps instead of widening the page. */
export function Campos({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('grid gap-x-4 gap-y-3 sm:grid-cols-2', className)}>{children}</dl>
}

export function Campo({
  label,
  children,
  className,
}: {
  label: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children ?? '—'}</dd>
    </div>
  )
}

/** The muted dash for an empty value. */
export const Vazio = () => <span className="text-muted-foreground">—</span>
