import { glossario as g } from '../../../shared/indicadores/glossario'
import { osStatusLabels } from '../../../shared/os/os-status'
import type { PeriodoQuery } from '../../../shared/relatorios/periodo'
import type { RelatorioServico } from '../../../shared/relatorios/relatorios.schemas'
import { formatMes, tabelasServicoDef } from '../../../shared/relatorios/tabelas'
import { useRelatorioServico } from './api/get-relatorio-servico'
import { GraficoBarras, GraficoLinha, GraficoPizza } from './graficos'
import { Indicadores } from './relatorio-estados'
import { indicadoresServico } from './relatorio-indicadores'
import { RelatorioPagina } from './relatorio-pagina'
import { RelatorioSecao } from './relatorio-tabela'

/** /relatorios/servico: what the workshop opened, concluded and delivered in a period, and how fast. */
export function RelatorioServicoPage() {
  return (
    <RelatorioPagina titulo="Relatório de Serviços" useRelatorio={useRelatorioServico}>
      {(r, periodo) => <Conteudo r={r} periodo={periodo} />}
    </RelatorioPagina>
  )
}

function Conteudo({ r, periodo }: { r: RelatorioServico; periodo: PeriodoQuery }) {
  const secao = { tipo: 'servico' as const, periodo, relatorio: r }
  return (
    <>
      <Indicadores itens={indicadoresServico(r)} />
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
              series={[{ key: 'receita', nome: g.receita.nome, dinheiro: true }]}
            />
          }
        />
        <RelatorioSecao {...secao} id="servicos" tabela={tabelasServicoDef.servicos} />
        <RelatorioSecao {...secao} id="produtos" tabela={tabelasServicoDef.produtos} />
      </div>
    </>
  )
}
