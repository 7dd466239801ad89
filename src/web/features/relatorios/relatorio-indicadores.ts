import { glossario as g, type Indicador } from '../../../shared/indicadores/glossario'
import type { RelatorioFinanceiro, RelatorioServico } from '../../../shared/relatorios/relatorios.schemas'
import { formatBRL } from '../../lib/format'
import { percentual } from './relatorio-formatos'
import { formatCelula } from './relatorio-tabela'

/** A report's headline figure: its glossary entry (name and definition), value and a detail line. */
export type IndicadorRelatorio = { indicador: Indicador; valor: string; detalhe?: string }

const inteiro = (n: number) => formatCelula('inteiro', n)

/** The Serviço report's figures, named as on the dashboard where they are the same figure. */
export function indicadoresServico({ resumo, conversao }: RelatorioServico): IndicadorRelatorio[] {
  return [
    { indicador: g.novas_os, valor: inteiro(resumo.abertas) },
    { indicador: g.os_concluidas, valor: inteiro(resumo.concluidas) },
    { indicador: g.os_entregues, valor: inteiro(resumo.entregues) },
    { indicador: g.os_canceladas, valor: inteiro(resumo.canceladas) },
    {
      indicador: g.tempo_medio,
      valor:
        resumo.tempo_medio_dias === null ? '—' : `${formatCelula('decimal', resumo.tempo_medio_dias)} dias`,
    },
    {
      indicador: g.no_prazo,
      valor: percentual(resumo.no_prazo, resumo.com_previsao),
      detalhe: `${resumo.no_prazo} de ${resumo.com_previsao} com previsão de entrega`,
    },
    {
      indicador: g.conversao,
      valor: percentual(conversao.aprovados, conversao.enviados),
      detalhe: `${conversao.aprovados} de ${conversao.enviados} orçamentos enviados`,
    },
    {
      indicador: g.valor_aprovado,
      valor: formatBRL(conversao.valor_aprovado),
      detalhe: `${percentual(conversao.valor_aprovado, conversao.valor_enviado)} de ${formatBRL(conversao.valor_enviado)} orçados`,
    },
  ]
}

const margem = (m: RelatorioFinanceiro['margem']['produtos']) => ({
  valor: formatBRL(m.margem),
  detalhe:
    m.receita > 0
      ? `${percentual(m.margem, m.receita)} de ${formatBRL(m.receita)} vendidos com custo conhecido`
      : 'Nenhuma venda com custo cadastrado',
})

/** The Financeiro report's figures, named as on the dashboard where they are the same figure. */
export function indicadoresFinanceiro({ resumo, margem: m }: RelatorioFinanceiro): IndicadorRelatorio[] {
  return [
    { indicador: g.recebido, valor: formatBRL(resumo.recebido) },
    {
      indicador: g.faturado,
      valor: formatBRL(resumo.faturado),
      detalhe: `${percentual(resumo.recebido, resumo.faturado)} recebido em relação ao faturado`,
    },
    {
      indicador: g.ticket_medio,
      valor: resumo.ticket_medio === null ? '—' : formatBRL(resumo.ticket_medio),
      detalhe: `${inteiro(resumo.os_concluidas)} OS concluídas`,
    },
    { indicador: g.descontos, valor: formatBRL(resumo.descontos) },
    { indicador: g.margem_produtos, ...margem(m.produtos) },
    { indicador: g.margem_servicos, ...margem(m.servicos) },
  ]
}
