import { type OsStatus, osStatusLabels } from '../../shared/os/os-status'
import { cn } from '../lib/cn'
import { Badge } from './ui/badge'

/** UI.md status colours, one per OS status; every badge, chart and public page uses these. */
export const osStatusColors: Record<OsStatus, string> = {
  rascunho: 'bg-slate-100 text-slate-700',
  orcamento_enviado: 'bg-sky-100 text-sky-800',
  aprovado: 'bg-indigo-100 text-indigo-800',
  em_execucao: 'bg-blue-100 text-blue-800',
  aguardando_peca: 'bg-amber-100 text-amber-800',
  concluido: 'bg-emerald-100 text-emerald-800',
  entregue: 'bg-green-100 text-green-800',
  cancelado: 'bg-red-100 text-red-800',
}

/** A dot colour per status, for legends and charts. */
export const osStatusDotColors: Record<OsStatus, string> = {
  rascunho: 'bg-slate-400',
  orcamento_enviado: 'bg-sky-500',
  aprovado: 'bg-indigo-500',
  em_execucao: 'bg-blue-500',
  aguardando_peca: 'bg-amber-500',
  concluido: 'bg-emerald-500',
  entregue: 'bg-green-600',
  cancelado: 'bg-red-500',
}

/**
 * The OS status as a coloured badge; an unknown value falls back to rascunho (SPEC §4). `recusado` adds
 * a second badge: the customer refused the quote and the shop has not answered yet.
 */
export function OsStatusBadge({
  status,
  recusado = false,
  className,
}: {
  status: OsStatus
  recusado?: boolean
  className?: string
}) {
  const known: OsStatus = status in osStatusLabels ? status : 'rascunho'
  const badge = (
    <Badge className={cn('border-transparent', osStatusColors[known], className)} data-status={known}>
      {osStatusLabels[known]}
    </Badge>
  )
  if (!recusado) return badge
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {badge}
      <Badge className={cn('border-transparent bg-red-100 text-red-800', className)} data-recusado="">
        Recusado pelo cliente
      </Badge>
    </span>
  )
}
