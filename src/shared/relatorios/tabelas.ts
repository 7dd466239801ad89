import { formaPagamentoLabels } from '../financeiro/formas-pagamento'
import { formatDate } from '../formatos/data'
import { formatTelefone } from '../formatos/exibir'
import type { TipoColuna } from '../formatos/planilha'
import { glossario as g } from '../indicadores/glossario'
import { osStatusLabels } from '../os/os-status'
import {
  faixaAgingLabels,
  type RelatorioFinanceiro,
  type RelatorioServico,
  type tabelasFinanceiro,
  type tabelasServico,
} from './relatorios.schemas'

export type { TipoColuna }
export type ColunaTabela = { key: string; header: string; tipo: TipoColuna; width: number }
export type LinhaTabela = Record<string, string | number | null>

/**
 * A report table: the same columns and rows on screen, in the accessible chart tables and in exports.
 * Columns that hold a figure of the glossary carry its name, as the headline cards and the dashboard do.
 */
export type TabelaRelatorio<R> = {
  titulo: string
  colunas: ColunaTabela[]
  linhas: (r: R) => LinhaTabela[]
}

const col = (key: string, header: string, tipo: TipoColuna, width = 14): ColunaTabela => ({
  key,
  header,
  tipo,
  width,
})

/** `2026-01` → `01/2026`. */
export const formatMes = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`

const itensVendidos = (
  titulo: string,
  itens: (r: RelatorioServico) => RelatorioServico['servicos'],
): TabelaRelatorio<RelatorioServico> => ({
  titulo,
  colunas: [
    col('descricao', 'Descrição', 'texto', 40),
    col('quantidade', 'Quantidade', 'decimal', 12),
    col('receita', g.receita.nome, 'dinheiro'),
  ],
  linhas: itens,
})

export const tabelasServicoDef: Record<(typeof tabelasServico)[number], TabelaRelatorio<RelatorioServico>> = {
  por_status: {
    titulo: 'OS por status',
    colunas: [col('status', 'Status', 'texto', 22), col('quantidade', 'Quantidade', 'inteiro', 12)],
    linhas: (r) => r.por_status.map((s) => ({ status: osStatusLabels[s.status], quantidade: s.quantidade })),
  },
  tempo_por_mes: {
    titulo: 'Tempo médio até a conclusão por mês',
    colunas: [
      col('mes', 'Mês', 'texto', 10),
      col('concluidas', g.os_concluidas.nome, 'inteiro'),
      col('tempo_medio_dias', 'Tempo médio (dias)', 'decimal', 18),
    ],
    linhas: (r) => r.tempo_por_mes.map((m) => ({ ...m, mes: formatMes(m.mes) })),
  },
  por_tecnico: {
    titulo: 'Por técnico',
    colunas: [
      col('tecnico', 'Técnico', 'texto', 30),
      col('concluidas', g.os_concluidas.nome, 'inteiro'),
      col('receita', g.receita.nome, 'dinheiro'),
      col('tempo_medio_dias', 'Tempo médio (dias)', 'decimal', 18),
    ],
    linhas: (r) =>
      r.por_tecnico.map((t) => ({
        tecnico: t.tecnico_nome ?? 'Sem técnico',
        concluidas: t.concluidas,
        receita: t.receita,
        tempo_medio_dias: t.tempo_medio_dias,
      })),
  },
  servicos: itensVendidos('Serviços mais vendidos', (r) => r.servicos),
  produtos: itensVendidos('Produtos mais vendidos', (r) => r.produtos),
}

export const tabelasFinanceiroDef: Record<
  (typeof tabelasFinanceiro)[number],
  TabelaRelatorio<RelatorioFinanceiro>
> = {
  por_mes: {
    titulo: 'Faturado x recebido por mês',
    colunas: [
      col('mes', 'Mês', 'texto', 10),
      col('faturado', g.faturado.nome, 'dinheiro'),
      col('recebido', g.recebido.nome, 'dinheiro'),
    ],
    linhas: (r) => r.por_mes.map((m) => ({ ...m, mes: formatMes(m.mes) })),
  },
  por_meio: {
    titulo: 'Recebido por forma de pagamento',
    colunas: [
      col('meio', 'Forma de pagamento', 'texto', 22),
      col('quantidade', 'Recebimentos', 'inteiro'),
      col('valor', 'Valor', 'dinheiro'),
    ],
    linhas: (r) => r.por_meio.map((m) => ({ ...m, meio: formaPagamentoLabels[m.meio] })),
  },
  aging: {
    titulo: 'Contas a receber por vencimento',
    colunas: [
      col('faixa', 'Faixa', 'texto', 22),
      col('quantidade', 'Títulos', 'inteiro'),
      col('valor', 'Saldo', 'dinheiro'),
    ],
    linhas: (r) => r.aging.map((a) => ({ ...a, faixa: faixaAgingLabels[a.faixa] })),
  },
  vencidos: {
    titulo: 'Títulos vencidos',
    colunas: [
      col('numero_os', 'OS', 'texto', 16),
      col('parcela', 'Parcela', 'texto', 10),
      col('cliente', 'Cliente', 'texto', 34),
      col('telefone', 'Telefone', 'texto', 16),
      col('vencimento', 'Vencimento', 'texto', 12),
      col('dias_atraso', 'Dias em atraso', 'inteiro'),
      col('saldo', 'Saldo', 'dinheiro'),
    ],
    linhas: (r) =>
      r.vencidos.map((v) => ({
        numero_os: v.numero_os,
        parcela: v.parcela,
        cliente: v.cliente_nome,
        telefone: v.cliente_telefone ? formatTelefone(v.cliente_telefone) : '',
        vencimento: formatDate(v.vencimento),
        dias_atraso: v.dias_atraso,
        saldo: v.saldo,
      })),
  },
}
