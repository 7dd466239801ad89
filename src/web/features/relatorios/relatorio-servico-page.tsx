import { osStatusLabels } from '../../../shared/os/os-status'
import type { PeriodoQuery } from '../../../shared/relatorios/periodo'
import type { RelatorioServico } from '../../../shared/relatorios/relatorios.schemas'
import { formatMes, tabelasServicoDef } from '../../../shared/relatorios/tabelas'
import { formatBRL } from '../../lib/format'
import { useRelatorioServico } from './api/get-relatorio-servico'
import { GraficoBarras, GraficoLinha, GraficoPizza } from './graficos'
import { Indicadores } from './relatorio-estados'
import { percentual } from './relatorio-formatos'
import { RelatorioPagina } from './relatorio-pagina'
import { formatCelula, RelatorioSecao } from './relatorio-tabela'

/** /relatorios/servico: what the workshop opened, concluded and delivered in a period, and how fast. */
export function RelatorioServicoPage() {
  return (
    <RelatorioPagina titulo="Relatório de Serviços" useRelatorio={useRelatorioServico}>
      {(r, periodo) => <Conteudo r={r} periodo={periodo} />}
    </RelatorioPagina>
  )
}

function Conteudo({ r, periodo }: { r: RelatorioServico; periodo: PeriodoQuery }) {
  const { resumo, conversao } = r
  const secao = { tipo: 'servico' as const, periodo, relatorio: r }
  return (
    <>
      <Indicadores
        itens={[
          { titulo: 'OS abertas', valor: formatCelula('inteiro', resumo.abertas) },
          { titulo: 'OS concluídas', valor: formatCelula('inteiro', resumo.concluidas) },
          { titulo: 'OS entregues', valor: formatCelula('inteiro', resumo.entregues) },
          { titulo: 'OS canceladas', valor: formatCelula('inteiro', resumo.canceladas) },
          {
            titulo: 'Tempo médio até a conclusão',
            valor:
              resumo.tempo_medio_dias === null
                ? '—'
                : `${formatCelula('decimal', resumo.tempo_medio_dias)} dias`,
          },
          {
            titulo: 'Concluídas no prazo',
            valor: percentual(resumo.no_prazo, resumo.com_previsao),
            detalhe: `${resumo.no_prazo} de ${resumo.com_previsao} com previsão de entrega`,
          },
          {
            titulo: 'Conversão de orçamentos',
            valor: percentual(conversao.aprovados, conversao.enviados),
            detalhe: `${conversao.aprovados} de ${conversao.enviados} orçamentos enviados`,
          },
          {
            titulo: 'Valor aprovado',
            valor: formatBRL(conversao.valor_aprovado),
            detalhe: `${percentual(conversao.valor_aprovado, conversao.valor_enviado)} de ${formatBRL(conversao.valor_enviado)} orçados`,
          },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2 print:block print:space-y-4">
        <RelatorioSecao
          {...secao}
          id="por_status"
          tabela={tabelasServicoDef.por_status}
          grafico={
            <GraficoPizza
              dados={r.por_status.map((s) => ({
                status: osStatusLabels[s.status],
                quantidade: s.quantidade,
              }))}
              nome="status"
              valor="quantidade"
            />
          }
        />
        <RelatorioSecao
          {...secao}
          id="tempo_por_mes"
          tabela={tabelasServicoDef.tempo_por_mes}
          grafico={
            <GraficoLinha
              dados={r.tempo_por_mes.map((m) => ({ ...m, mes: formatMes(m.mes) }))}
              categoria="mes"
              serie={{ key: 'tempo_medio_dias', nome: 'Tempo médio (dias)' }}
            />
          }
        />
        <RelatorioSecao
          {...secao}
          id="por_tecnico"
          className="lg:col-span-2"
          tabela={tabelasServicoDef.por_tecnico}
          grafico={
            <GraficoBarras
              dados={r.por_tecnico.map((t) => ({
                tecnico: t.tecnico_nome ?? 'Sem técnico',
                receita: t.receita,
              }))}
              categoria="tecnico"
              series={[{ key: 'receita', nome: 'Receita', dinheiro: true }]}
            />
          }
        />
        <RelatorioSecao {...secao} id="servicos" tabela={tabelasServicoDef.servicos} />
        <RelatorioSecao {...secao} id="produtos" tabela={tabelasServicoDef.produtos} />
      </div>
    </>
  )
}
