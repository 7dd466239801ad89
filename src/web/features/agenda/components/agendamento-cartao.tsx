import { AlertTriangle } from 'lucide-react'
import type { AgendamentoStatus } from '../../../../shared/agenda/agenda'
import { agendamentoStatusLabels } from '../../../../shared/agenda/agenda'
import type { AgendamentoView } from '../../../../shared/agenda/agenda.schemas'
import { formatPlaca } from '../../../../shared/formatos/exibir'
import { Badge } from '../../../components/ui/badge'
import { cn } from '../../../lib/cn'
import { horaDoFim } from '../lib/agenda-tempo'

const tons: Record<AgendamentoStatus, 'default' | 'secondary' | 'success' | 'warning' | 'destructive'> = {
  agendado: 'default',
  confirmado: 'success',
  chegou: 'secondary',
  nao_compareceu: 'warning',
  cancelado: 'destructive',
}

export function AgendamentoStatusBadge({ status }: { status: AgendamentoStatus }) {
  return <Badge variant={tons[status]}>{agendamentoStatusLabels[status]}</Badge>
}

/** 'Conflito de horário' with its icon: the text says it, not only the colour (UI.md). */
export function AvisoConflito({ quantos }: { quantos: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-700">
      <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
      {quantos === 1 ? 'Conflito de horário' : `${quantos} conflitos de horário`}
    </span>
  )
}

export const veiculoCurto = (v: AgendamentoView['veiculo']) =>
  v ? `${v.marca} ${v.modelo} · ${formatPlaca(v.placa)}` : null

/** One appointment as a button: time, customer, vehicle, reason, technician or bay, status, overlaps. */
export function AgendamentoCartao({
  ag,
  onAbrir,
  compacto = false,
  className,
  style,
}: {
  ag: AgendamentoView
  onAbrir: (ag: AgendamentoView) => void
  compacto?: boolean
  className?: string
  style?: React.CSSProperties
}) {
  const inativo = ag.status === 'cancelado' || ag.status === 'nao_compareceu'
  return (
    <button
      type="button"
      onClick={() => onAbrir(ag)}
      style={style}
      data-testid="agendamento-cartao"
      className={cn(
        'w-full min-w-0 overflow-hidden rounded-md border bg-surface p-2 text-left text-sm shadow-xs transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
        ag.conflitos.length > 0 && !inativo ? 'border-amber-400' : 'border-border',
        inativo && 'opacity-60',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold tabular-nums">
          {ag.hora}–{horaDoFim(ag)}
        </span>
        {!compacto && <AgendamentoStatusBadge status={ag.status} />}
      </div>
      <p className={cn('truncate font-medium', inativo && 'line-through')}>{ag.cliente.nome}</p>
      {ag.veiculo && <p className="truncate text-xs text-muted-foreground">{veiculoCurto(ag.veiculo)}</p>}
      <p className="truncate text-xs">{ag.motivo}</p>
      {!compacto && (ag.tecnico || ag.box) && (
        <p className="truncate text-xs text-muted-foreground">
          {[ag.tecnico?.nome, ag.box].filter(Boolean).join(' · ')}
        </p>
      )}
      {compacto && <AgendamentoStatusBadge status={ag.status} />}
      {ag.conflitos.length > 0 && !inativo && (
        <div className="mt-1">
          <AvisoConflito quantos={ag.conflitos.length} />
        </div>
      )}
    </button>
  )
}
