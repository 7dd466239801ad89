import { AlertTriangle, FileClock, Wallet } from 'lucide-react'
import type { TitulosPage } from '../../../../shared/financeiro/financeiro.schemas'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { type SummaryCardDef, SummaryCards } from '../../../components/summary-cards'

type Resumo = TitulosPage['resumo']

const numero = (n: number) => n.toLocaleString('pt-BR')
const titulos = (n: number) => `${numero(n)} ${n === 1 ? 'título' : 'títulos'}`

const cards: SummaryCardDef<Resumo>[] = [
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
    <SummaryCards
      label="Resumo das contas a receber"
      cards={cards}
      data={resumo}
      loading={loading}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:gap-4"
      // On a phone the total takes the first row, the two counts share the second.
      itemClassName={(index) => (index === 0 ? 'col-span-2 sm:col-span-1' : undefined)}
      iconClassName={(index) => (index === 0 ? 'flex' : 'hidden sm:flex')}
    />
  )
}
