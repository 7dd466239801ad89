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
import { glossario as g, type Indicador, nos30Dias } from '../../../shared/indicadores/glossario'

export type Kpi = {
  /** The figure's name and definition, from the glossary the reports share. */
  indicador: Indicador
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
      indicador: g.os_abertas,
      icon: ClipboardList,
      tone: 'bg-slate-100 text-slate-700',
      value: numero(view.os_abertas),
      to: os(),
    },
    {
      indicador: g.em_execucao,
      icon: Wrench,
      tone: 'bg-blue-50 text-blue-700',
      value: numero(view.em_execucao),
      to: os('em_execucao'),
    },
    {
      indicador: g.aguardando_peca,
      icon: PackageSearch,
      tone: 'bg-amber-50 text-amber-700',
      value: numero(view.aguardando_peca),
      to: os('aguardando_peca'),
    },
    {
      indicador: nos30Dias(g.os_concluidas),
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
      indicador: nos30Dias(g.recebido),
      icon: HandCoins,
      tone: 'bg-green-50 text-green-700',
      value: formatCurrency(f.recebido_30d),
    },
    {
      indicador: g.a_receber,
      icon: Wallet,
      tone: 'bg-sky-50 text-sky-700',
      value: formatCurrency(f.a_receber),
      to: cr(),
    },
    {
      indicador: g.titulos_vencidos,
      icon: AlertTriangle,
      tone: 'bg-red-50 text-red-700',
      value: formatCurrency(f.vencidos_valor),
      detail: `${numero(f.vencidos_quantidade)} ${f.vencidos_quantidade === 1 ? 'título' : 'títulos'}`,
      alert: f.vencidos_quantidade > 0,
      to: cr('vencido'),
    },
  ]
}
