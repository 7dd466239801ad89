import { describe, expect, it } from 'vitest'
import type { DashboardView } from '../../../shared/financeiro/financeiro.schemas'
import { glossario } from '../../../shared/indicadores/glossario'
import { dashboardKpis } from './dashboard-kpi-list'

const view: DashboardView = {
  os_abertas: 1234,
  em_execucao: 3,
  aguardando_peca: 0,
  concluidas_30d: 12,
  orcamentos_recusados: 0,
  financeiro: {
    recebido_30d: 123_456,
    a_receber: 99_999_99,
    vencidos_valor: 5_000,
    vencidos_quantidade: 1,
  },
  recentes: [],
  hoje: '2026-11-22',
}
const links = { os: true, contasReceber: true }
const brl = (text: string) => text.replace(/\u00a0/g, ' ')
const titulo = (k: { indicador: { nome: string } }) => k.indicador.nome

describe('dashboardKpis', () => {
  it('lists the seven KPIs of SPEC §9 in order, in pt-BR formats', () => {
    const kpis = dashboardKpis(view, links)
    expect(kpis.map((k) => [titulo(k), brl(k.value), k.detail])).toEqual([
      ['OS abertas', '1.234', undefined],
      ['Em Execução', '3', undefined],
      ['Aguardando Peça', '0', undefined],
      ['OS concluídas (30 dias)', '12', undefined],
      ['Recebido (30 dias)', 'R$ 1.234,56', undefined],
      ['A receber', 'R$ 99.999,99', undefined],
      ['Títulos vencidos', 'R$ 50,00', '1 título'],
    ])
    expect(kpis.find((k) => titulo(k) === 'Títulos vencidos')?.alert).toBe(true)
  })

  it('explains each figure with the glossary line the reports use', () => {
    const definicoes = Object.fromEntries(
      dashboardKpis(view, links).map((k) => [titulo(k), k.indicador.definicao]),
    )
    expect(definicoes['OS abertas']).toBe(glossario.os_abertas.definicao)
    expect(definicoes['A receber']).toBe(glossario.a_receber.definicao)
    expect(definicoes['Recebido (30 dias)']).toBe(
      'Pagamentos registrados nos últimos 30 dias, pela data do pagamento, parciais incluídos.',
    )
  })

  it('hides the financial KPIs when the API sends none', () => {
    expect(dashboardKpis({ ...view, financeiro: null }, links).map(titulo)).toEqual([
      'OS abertas',
      'Em Execução',
      'Aguardando Peça',
      'OS concluídas (30 dias)',
    ])
  })

  it('links a card only where the user may go', () => {
    const withLinks = dashboardKpis(view, links)
    expect(withLinks.find((k) => titulo(k) === 'Em Execução')?.to).toBe('/os?status=em_execucao')
    expect(withLinks.find((k) => titulo(k) === 'Títulos vencidos')?.to).toBe('/contas-receber?status=vencido')
    const without = dashboardKpis(view, { os: false, contasReceber: false })
    expect(without.every((k) => k.to === undefined)).toBe(true)
  })
})
