import { cn } from '../../lib/cn'

/**
 * One line of "Uso deste mês": the figure against the plan's limit, with a bar when there is one. A full
 * bar is amber, not red: reaching Básico's 1 user is normal, only the next one is refused.
 */
export function UsoBarra({
  rotulo,
  usado,
  limite,
}: {
  rotulo: string
  usado: number
  limite: number | null
}) {
  const pct = limite === null || limite === 0 ? 0 : Math.min(100, Math.round((usado / limite) * 100))
  const cheio = limite !== null && usado >= limite
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{rotulo}</span>
        <span
          className={cn('tabular-nums', cheio ? 'font-semibold text-amber-700' : 'text-muted-foreground')}
        >
          {usado} / {limite === null ? 'ilimitado' : limite}
        </span>
      </div>
      {limite !== null && (
        <div
          role="progressbar"
          aria-label={rotulo}
          aria-valuemin={0}
          aria-valuemax={limite}
          aria-valuenow={Math.min(usado, limite)}
          aria-valuetext={`${usado} de ${limite}`}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full', cheio || pct >= 80 ? 'bg-amber-500' : 'bg-primary')}
            style={{ width: `${pct}%` }}
          />
        </div>
      )}
    </div>
  )
}
