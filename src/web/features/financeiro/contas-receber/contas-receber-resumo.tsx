import { AlertTriangle, FileClock, type LucideIcon, Wallet } from 'lucide-react'
import type { TitulosPage } from '../../../../shared/financeiro/financeiro.schemas'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { Card } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { cn } from '../../../lib/cn'

type Resumo = TitulosPage['resumo']

const numero = (n: number) => n.toLocaleString('pt-BR')
const titulos = (n: number) => `${numero(n)} ${n === 1 ? 'título' : 'títulos'}`

type CardDef = {
  title: string
  icon: LucideIcon
  tone: string
  value: (r: Resumo) => string
  detail?: (r: Resumo) => string
  alert?: (r: Resumo) => boolean
}

const cards: CardDef[] = [
  {
    title: 'Total a Receber',
    icon: Wallet,
    tone: 'bg-blue-50 text-blue-700',
    value: (r) => formatCurrency(r.total_a_receber),
  },
  {
    title: 'Títulos Vencidos',
    icon: AlertTriangle,
    tone: 'bg-red-50 text-red-700',
    value: (r) => formatCurrency(r.vencidos_valor),
    detail: (r) => titulos(r.vencidos_quantidade),
    alert: (r) => r.vencidos_quantidade > 0,
  },
  {
    title: 'Títulos em Aberto',
    icon: FileClock,
    tone: 'bg-sky-50 text-sky-700',
    value: (r) => numero(r.em_aberto_quantidade),
  },
]

/** SPEC §2 'Contas a Receber': the three cards, over the open titles of the client and period chosen. */
export function ContasReceberResumo({ resumo, loading }: { resumo: Resumo | undefined; loading: boolean }) {
  return (
    <section aria-label="Resumo das contas a receber">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:gap-4">
        {cards.map(({ title, icon: Icon, tone, value, detail, alert }, index) => (
          // On a phone the total takes the first row, the two counts share the second.
          <li key={title} className={cn(index === 0 && 'col-span-2 sm:col-span-1')}>
            <Card
              role="group"
              aria-label={title}
              className="flex h-full items-start justify-between gap-3 p-4"
            >
              <div className="min-w-0">
                <p className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</p>
                {resumo ? (
                  <>
                    <p
                      className={cn(
                        'mt-1 text-lg font-semibold break-words tabular-nums sm:text-xl 2xl:text-2xl',
                        alert?.(resumo) && 'text-destructive',
                      )}
                      data-testid="resumo-valor"
                    >
                      {value(resumo)}
                    </p>
                    {detail && (
                      <p className="text-xs text-muted-foreground tabular-nums" data-testid="resumo-detalhe">
                        {detail(resumo)}
                      </p>
                    )}
                  </>
                ) : loading ? (
                  <Skeleton className="mt-2 h-7 w-28" />
                ) : (
                  <p className="mt-1 text-xl font-semibold text-muted-foreground">—</p>
                )}
              </div>
              <span
                className={cn(
                  'size-10 shrink-0 items-center justify-center rounded-lg',
                  index === 0 ? 'flex' : 'hidden sm:flex',
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
