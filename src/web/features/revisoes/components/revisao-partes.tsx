import { formatDate } from '../../../../shared/formatos/data'
import { formatKm, formatPlaca } from '../../../../shared/formatos/exibir'
import type { RevisaoItem } from '../../../../shared/revisoes/revisoes.schemas'
import { cn } from '../../../lib/cn'

export type RevisoesRowsProps = {
  rows: RevisaoItem[]
  /** The company's today (yyyy-MM-dd): what is before it is overdue. */
  hoje: string
}

/** 'ABC-1234' over 'Fiat Uno'. */
export function VeiculoDaRevisao({ r }: { r: RevisaoItem }) {
  return (
    <div className="min-w-0">
      <span className="font-mono font-medium whitespace-nowrap">{formatPlaca(r.veiculo.placa)}</span>
      <span className="block truncate text-xs text-muted-foreground">
        {`${r.veiculo.marca} ${r.veiculo.modelo}`.trim()}
      </span>
    </div>
  )
}

/** The due date and/or km, and the date the km estimate gives; red once overdue. */
export function PrazoDaRevisao({ r, hoje }: { r: RevisaoItem; hoje: string }) {
  const vencida = r.vence_em !== null && r.vence_em < hoje
  return (
    <div className={cn('grid gap-0.5 tabular-nums', vencida && 'text-destructive')}>
      {r.data_prevista && <span className="whitespace-nowrap">{formatDate(r.data_prevista)}</span>}
      {r.km_previsto !== null && (
        <span className="whitespace-nowrap">
          {r.data_prevista ? 'ou aos ' : 'Aos '}
          {formatKm(r.km_previsto)}
        </span>
      )}
      {r.data_km_estimada && (
        <span className="text-xs whitespace-nowrap text-muted-foreground">
          Pelo km: ~{formatDate(r.data_km_estimada)}
        </span>
      )}
      {vencida && <span className="text-xs font-medium">Vencida</span>}
    </div>
  )
}
