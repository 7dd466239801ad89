import { AlertTriangle, ClipboardList, Wallet, Wrench } from 'lucide-react'
import { glossario } from '../../../../shared/indicadores/glossario'
import type { OsListPage } from '../../../../shared/os/os.schemas'
import { type SummaryCardDef, SummaryCards } from '../../../components/summary-cards'
import { formatBRL } from '../../../lib/format'

type Resumo = OsListPage['resumo']

const number = (n: number) => n.toLocaleString('pt-BR')

const cards: SummaryCardDef<Resumo>[] = [
  {
    title: 'Total de OS',
    icon: ClipboardList,
    value: (r) => number(r.total),
    tone: 'bg-slate-100 text-slate-700',
  },
  // The dashboard's figure, by the same name (the glossary's).
  {
    title: glossario.os_abertas.nome,
    icon: Wrench,
    value: (r) => number(r.abertas),
    tone: 'bg-blue-50 text-blue-700',
  },
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
    <SummaryCards
      label="Resumo das ordens de serviço"
      cards={cards}
      data={resumo}
      loading={loading}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4"
      iconClassName={() => 'hidden sm:flex lg:hidden xl:flex'}
    />
  )
}
