import { FileCheck2, Landmark, Receipt, Wallet } from 'lucide-react'
import {
  relatorioFiscalMessages as m,
  type NotasTotais as Totais,
} from '../../../../shared/fiscal/relatorio.schemas'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { type SummaryCardDef, SummaryCards } from '../../../components/summary-cards'

const cards: SummaryCardDef<Totais>[] = [
  {
    title: 'Notas autorizadas',
    icon: FileCheck2,
    tone: 'bg-green-50 text-green-700',
    value: (t) => t.quantidade.toLocaleString('pt-BR'),
  },
  {
    title: 'Valor dos serviços',
    icon: Wallet,
    tone: 'bg-blue-50 text-blue-700',
    value: (t) => formatCurrency(t.valor_servicos),
  },
  { title: 'ISS', icon: Landmark, tone: 'bg-sky-50 text-sky-700', value: (t) => formatCurrency(t.valor_iss) },
  {
    title: 'ISS retido',
    icon: Receipt,
    tone: 'bg-amber-50 text-amber-700',
    value: (t) => formatCurrency(t.valor_iss_retido),
  },
]

/** The period's cards over the authorized notes (the server leaves the cancelled ones out, and says so). */
export function NotasTotais({ totais, loading }: { totais: Totais | undefined; loading: boolean }) {
  return (
    <div className="grid gap-2">
      <SummaryCards
        label="Totais do período"
        cards={cards}
        data={totais}
        loading={loading}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4"
        iconClassName={() => 'hidden sm:flex'}
      />
      <p className="text-xs text-muted-foreground" data-testid="notas-totais-nota">
        {m.canceladasForaDosTotais}.
      </p>
    </div>
  )
}
