import { describe, expect, it } from 'vitest'
import type { DashboardView } from '../../../shared/financeiro/financeiro.schemas'
import { dashboardKpis } from './dashboard-kpi-list'

const view: DashboardView = {
  os_abertas: 1234,
  em_execucao: 3,
  aguardando_peca: 0,
  concluidas_30d: 12,
  orcamentos_recusados: 0,
  financeiro: {
    faturamento_30d: 123_456,
    a_receber: 99_999_99,
    vencidos_valor: 5_000,
    vencidos_quantidade: 1,
  },
  recentes: [],
  hoje: '2026-11-22',
}
const links = { os: true, contasReceber: true }
const brl = (text: string) => text.replace(/\u00a0/g, ' ')

describe('dashboardKpis', () => {
  it('lists the seven KPIs of SPEC §9 in order, in pt-BR formats', () => {
    const kpis = dashboardKpis(view, links)
    expect(kpis.map((k) => [k.title, brl(k.value), k.detail])).toEqual([
      ['OS Abertas', '1.234', undefined],
      ['Em Execução', '3', undefined],
      ['Aguardando Peça', '0', undefined],
      ['Concluídas (30 dias)', '12', undefined],
      ['Faturamento (30 dias)', 'R$ 1.234,56', undefined],
      ['A Receber', 'R$ 99.999,99', undefined],
      ['Títulos Vencidos', 'R$ 50,00', '1 título'],
    ])
    expect(kpis.find((k) => k.title === 'Títulos Vencidos')?.alert).toBe(true)
  })

  it('hides the financial KPIs when the API sends none', () => {
    expect(dashboardKpis({ ...view, financeiro: null }, links).map((k) => k.title)).toEqual([
      'OS Abertas',
      'Em Execução',
      'Aguardando Peça',
      'Concluídas (30 dias)',
    ])
  })

  it('links a card only where the user may go', () => {
    const withLinks = dashboardKpis(view, links)
    expect(withLinks.find((k) => k.title === 'Em Execução')?.to).toBe('/os?status=em_execucao')
    expect(withLinks.find((k) => k.title === 'Títulos Vencidos')?.to).toBe('/contas-receber?status=vencido')
    const without = dashboardKpis(view, { os: false, contasReceber: false })
    expect(without.every((k) => k.to === undefined)).toBe(true)
  })
})
