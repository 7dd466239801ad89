import { describe, expect, it } from 'vitest'
import type { DashboardView } from '../../../shared/financeiro/financeiro.schemas'
import { glossario } from '../../../shared/indicadores/glossario'
import type { RelatorioFinanceiro, RelatorioServico } from '../../../shared/relatorios/relatorios.schemas'
import { dashboardKpis } from '../dashboard/dashboard-kpi-list'
import { indicadoresFinanceiro, indicadoresServico } from './relatorio-indicadores'

const periodo = { de: '2026-01-12', ate: '2026-02-10', hoje: '2026-02-10' }
const servico: RelatorioServico = {
  ...periodo,
  resumo: {
    abertas: 7,
    concluidas: 4,
    entregues: 2,
    canceladas: 1,
    tempo_medio_dias: 3.5,
    no_prazo: 2,
    com_previsao: 3,
  },
  por_status: [],
  tempo_por_mes: [],
  por_tecnico: [],
  servicos: [],
  produtos: [],
  conversao: { enviados: 4, aprovados: 3, valor_enviado: 40_000, valor_aprovado: 30_000 },
}
const margem = { receita: 0, custo: 0, margem: 0 }
const financeiro: RelatorioFinanceiro = {
  ...periodo,
  resumo: { recebido: 9_000, faturado: 12_000, os_concluidas: 4, ticket_medio: 3_000, descontos: 500 },
  por_mes: [],
  por_meio: [],
  aging: [],
  vencidos: [],
  margem: { produtos: margem, servicos: margem },
}
const dashboard: DashboardView = {
  os_abertas: 5,
  em_execucao: 1,
  aguardando_peca: 1,
  concluidas_30d: 4,
  orcamentos_recusados: 0,
  financeiro: { recebido_30d: 9_000, a_receber: 1, vencidos_valor: 1, vencidos_quantidade: 1 },
  recentes: [],
  hoje: periodo.hoje,
}

const relatorios = [...indicadoresServico(servico), ...indicadoresFinanceiro(financeiro)]

describe('the reports’ headline figures', () => {
  it('are named and explained by the glossary', () => {
    const doGlossario = new Set<unknown>(Object.values(glossario))
    for (const { indicador } of relatorios) expect(doGlossario.has(indicador), indicador.nome).toBe(true)
    expect(indicadoresServico(servico).map((i) => i.indicador.nome)).toEqual([
      'Novas OS',
      'OS concluídas',
      'OS entregues',
      'OS canceladas',
      'Tempo médio até a conclusão',
      'Concluídas no prazo',
      'Conversão de orçamentos',
      'Valor aprovado',
    ])
  })

  it('share name and definition with the dashboard where they are the same figure, never otherwise', () => {
    const semJanela = (nome: string) => nome.replace(/ \(30 dias\)$/, '').toLocaleLowerCase('pt-BR')
    const emComum: string[] = []
    for (const { indicador: d } of dashboardKpis(dashboard, { os: true, contasReceber: true })) {
      const r = relatorios.find((i) => semJanela(i.indicador.nome) === semJanela(d.nome))?.indicador
      if (!r) continue
      emComum.push(r.nome)
      expect(d.definicao).toBe(r.definicao.replace('no período', 'nos últimos 30 dias'))
    }
    // "OS abertas" on the dashboard is the OS open now; the report counts the ones created: 'Novas OS'.
    expect(emComum).toEqual(['OS concluídas', 'Recebido'])
  })

  it('format the values in pt-BR', () => {
    const valor = (nome: string) =>
      relatorios.find((i) => i.indicador.nome === nome)?.valor.replace(/\u00a0/g, ' ')
    expect(valor('Tempo médio até a conclusão')).toBe('3,5 dias')
    expect(valor('Concluídas no prazo')).toBe('66,7%')
    expect(valor('Recebido')).toBe('R$ 90,00')
    expect(relatorios.find((i) => i.indicador.nome === 'Ticket médio')?.detalhe).toBe('4 OS concluídas')
  })
})
