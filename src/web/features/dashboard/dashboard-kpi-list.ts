import {
  AlertTriangle,
  CircleCheckBig,
  ClipboardList,
  HandCoins,
  type LucideIcon,
  PackageSearch,
  Wallet,
  Wrench,
} from 'lucide-react'
import type { DashboardView } from '../../../shared/financeiro/financeiro.schemas'
import { formatCurrency } from '../../../shared/formatos/moeda'

export type Kpi = {
  title: string
  icon: LucideIcon
  tone: string
  value: string
  detail?: string
  alert?: boolean
  /** Where the figure comes from, for who may open it. */
  to?: string
}

const numero = (n: number) => n.toLocaleString('pt-BR')

/** SPEC §9's seven KPIs in order; the financial three only when the API sent them. */
export function dashboardKpis(view: DashboardView, links: { os: boolean; contasReceber: boolean }): Kpi[] {
  const os = (status?: string) => (links.os ? `/os${status ? `?status=${status}` : ''}` : undefined)
  const cr = (status?: string) =>
    links.contasReceber ? `/contas-receber${status ? `?status=${status}` : ''}` : undefined
  const kpis: Kpi[] = [
    {
      title: 'OS Abertas',
      icon: ClipboardList,
      tone: 'bg-slate-100 text-slate-700',
      value: numero(view.os_abertas),
      to: os(),
    },
    {
      title: 'Em Execução',
      icon: Wrench,
      tone: 'bg-blue-50 text-blue-700',
      value: numero(view.em_execucao),
      to: os('em_execucao'),
    },
    {
      title: 'Aguardando Peça',
      icon: PackageSearch,
      tone: 'bg-amber-50 text-amber-700',
      value: numero(view.aguardando_peca),
      to: os('aguardando_peca'),
    },
    {
      title: 'Concluídas (30 dias)',
      icon: CircleCheckBig,
      tone: 'bg-emerald-50 text-emerald-700',
      value: numero(view.concluidas_30d),
    },
  ]
  const f = view.financeiro
  if (!f) return kpis
  return [
    ...kpis,
    {
      title: 'Faturamento (30 dias)',
      icon: HandCoins,
      tone: 'bg-green-50 text-green-700',
      value: formatCurrency(f.faturamento_30d),
    },
    {
      title: 'A Receber',
      icon: Wallet,
      tone: 'bg-sky-50 text-sky-700',
      value: formatCurrency(f.a_receber),
      to: cr(),
    },
    {
      title: 'Títulos Vencidos',
      icon: AlertTriangle,
      tone: 'bg-red-50 text-red-700',
      value: formatCurrency(f.vencidos_valor),
      detail: `${numero(f.vencidos_quantidade)} ${f.vencidos_quantidade === 1 ? 'título' : 'títulos'}`,
      alert: f.vencidos_quantidade > 0,
      to: cr('vencido'),
    },
  ]
}
