import { Link } from 'react-router'
import { Card } from '../../components/ui/card'
import { InfoTip } from '../../components/ui/info-tip'
import { Skeleton } from '../../components/ui/skeleton'
import { cn } from '../../lib/cn'
import type { Kpi } from './dashboard-kpi-list'

/** The KPI cards; while loading, skeletons in the same grid. */
export function DashboardKpis({ kpis }: { kpis: Kpi[] | null }) {
  return (
    <section aria-label="Indicadores" className="mb-6">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {kpis === null
          ? Array.from({ length: 7 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={i}>
                <Card className="grid gap-2 p-4" aria-hidden="true">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-7 w-20" />
                </Card>
              </li>
            ))
          : kpis.map((kpi) => <KpiCard key={kpi.indicador.nome} kpi={kpi} />)}
      </ul>
    </section>
  )
}

function KpiCard({ kpi: { indicador, icon: Icon, tone, value, detail, alert, to } }: { kpi: Kpi }) {
  const title = indicador.nome
  return (
    <li>
      <Card
        role="group"
        aria-label={title}
        className={cn(
          'relative flex h-full items-start justify-between gap-3 p-4',
          to && 'transition-colors hover:border-primary/40',
        )}
      >
        <div className="min-w-0">
          <div className="flex items-center gap-1">
            <p className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</p>
            {/* Above the card's link, so a tap on it explains the figure instead of leaving. */}
            <InfoTip indicador={indicador} className="z-10" />
          </div>
          <p
            className={cn(
              'mt-1 text-lg font-semibold break-words tabular-nums sm:text-xl 2xl:text-2xl',
              alert && 'text-destructive',
            )}
            data-testid="kpi-valor"
          >
            {value}
          </p>
          {detail && (
            <p className="text-xs text-muted-foreground tabular-nums" data-testid="kpi-detalhe">
              {detail}
            </p>
          )}
        </div>
        <span className={cn('hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex', tone)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {to && (
          // The whole card is the link; its name says where it goes.
          <Link to={to} className="absolute inset-0 rounded-lg" aria-label={`Ver ${title}`} />
        )}
      </Card>
    </li>
  )
}
