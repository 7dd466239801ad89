import { duracaoLegivel } from '../../../../shared/agenda/regras'
import { cn } from '../../../lib/cn'

/** '5h de 10h' and a bar; over capacity it turns red and says so. */
export function CapacidadeBarra({
  ocupado,
  total,
  className,
}: {
  ocupado: number
  total: number
  className?: string
}) {
  const pct = total > 0 ? Math.min(100, Math.round((ocupado / total) * 100)) : 0
  const excedido = total > 0 && ocupado > total
  return (
    <div className={cn('grid gap-1', className)} data-testid="capacidade">
      <span
        className={cn(
          'text-xs tabular-nums',
          excedido ? 'font-medium text-red-700' : 'text-muted-foreground',
        )}
      >
        {duracaoLegivel(ocupado)} de {duracaoLegivel(total)}
        {excedido && ' · acima da capacidade'}
      </span>
      <div
        className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Capacidade ocupada"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <div
          className={cn('h-full', excedido ? 'bg-red-600' : pct >= 80 ? 'bg-amber-500' : 'bg-primary')}
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  )
}
