import { AlertTriangle, ClipboardList, type LucideIcon, Wallet, Wrench } from 'lucide-react'
import type { OsListPage } from '../../../../shared/os/os.schemas'
import { Card } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { cn } from '../../../lib/cn'
import { formatBRL } from '../../../lib/format'

type Resumo = OsListPage['resumo']

type CardDef = {
  title: string
  icon: LucideIcon
  value: (r: Resumo) => string
  tone: string
  alert?: (r: Resumo) => boolean
}

const number = (n: number) => n.toLocaleString('pt-BR')

const cards: CardDef[] = [
  {
    title: 'Total de OS',
    icon: ClipboardList,
    value: (r) => number(r.total),
    tone: 'bg-slate-100 text-slate-700',
  },
  { title: 'OS Abertas', icon: Wrench, value: (r) => number(r.abertas), tone: 'bg-blue-50 text-blue-700' },
  {
    title: 'OS Atrasadas',
    icon: AlertTriangle,
    value: (r) => number(r.atrasadas),
    tone: 'bg-red-50 text-red-700',
    alert: (r) => r.atrasadas > 0,
  },
  {
    title: 'Valor em Aberto',
    icon: Wallet,
    value: (r) => formatBRL(r.valor_aberto),
    tone: 'bg-emerald-50 text-emerald-700',
  },
]

/** SPEC "OS list": the four summary cards, over the whole company (not the current filter). */
export function OsResumoCards({ resumo, loading }: { resumo: Resumo | undefined; loading: boolean }) {
  return (
    <section aria-label="Resumo das ordens de serviço">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {cards.map(({ title, icon: Icon, value, tone, alert }) => (
          <li key={title}>
            <Card
              role="group"
              aria-label={title}
              className="flex h-full items-start justify-between gap-3 p-4"
            >
              <div className="min-w-0">
                <p className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</p>
                {resumo ? (
                  <p
                    className={cn(
                      'mt-1 text-lg font-semibold break-words tabular-nums sm:text-xl 2xl:text-2xl',
                      alert?.(resumo) && 'text-destructive',
                    )}
                    data-testid="resumo-valor"
                  >
                    {value(resumo)}
                  </p>
                ) : loading ? (
                  <Skeleton className="mt-2 h-7 w-20" />
                ) : (
                  <p className="mt-1 text-lg font-semibold text-muted-foreground sm:text-xl">—</p>
                )}
              </div>
              <span
                className={cn(
                  'hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex lg:hidden xl:flex',
                  tone,
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
