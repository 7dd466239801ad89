import { MessageCircle } from 'lucide-react'
import { formaPagamentoLabels } from '../../../shared/financeiro/formas-pagamento'
import { glossario as g } from '../../../shared/indicadores/glossario'
import type { PeriodoQuery } from '../../../shared/relatorios/periodo'
import { faixaAgingLabels, type RelatorioFinanceiro } from '../../../shared/relatorios/relatorios.schemas'
import { formatMes, tabelasFinanceiroDef } from '../../../shared/relatorios/tabelas'
import { Button } from '../../components/ui/button'
import { useRelatorioFinanceiro } from './api/get-relatorio-financeiro'
import { GraficoBarras, GraficoPizza } from './graficos'
import { lembreteWhatsapp } from './lembrete-whatsapp'
import { Indicadores } from './relatorio-estados'
import { indicadoresFinanceiro } from './relatorio-indicadores'
import { RelatorioPagina } from './relatorio-pagina'
import { RelatorioSecao } from './relatorio-tabela'

/** /relatorios/financeiro: money invoiced and received in a period, what is due now and the margins. */
export function RelatorioFinanceiroPage() {
  return (
    <RelatorioPagina titulo="Relatório Financeiro" useRelatorio={useRelatorioFinanceiro}>
      {(r, periodo) => <Conteudo r={r} periodo={periodo} />}
    </RelatorioPagina>
  )
}

function Conteudo({ r, periodo }: { r: RelatorioFinanceiro; periodo: PeriodoQuery }) {
  const secao = { tipo: 'financeiro' as const, periodo, relatorio: r }
  return (
    <>
      <Indicadores itens={indicadoresFinanceiro(r)} />
      <div className="grid gap-4 lg:grid-cols-2 print:block print:space-y-4">
        <RelatorioSecao
          {...secao}
          id="por_mes"
          className="lg:col-span-2"
          tabela={tabelasFinanceiroDef.por_mes}
          grafico={
            <GraficoBarras
              dados={r.por_mes.map((m) => ({ ...m, mes: formatMes(m.mes) }))}
              categoria="mes"
              series={[
                { key: 'faturado', nome: g.faturado.nome, dinheiro: true },
                { key: 'recebido', nome: g.recebido.nome, dinheiro: true },
              ]}
            />
          }
        />
        <RelatorioSecao
          {...secao}
          id="por_meio"
          tabela={tabelasFinanceiroDef.por_meio}
          grafico={
            <GraficoPizza
              dados={r.por_meio.map((m) => ({ meio: formaPagamentoLabels[m.meio], valor: m.valor }))}
              nome="meio"
              valor="valor"
              dinheiro
            />
          }
        />
        <RelatorioSecao
          {...secao}
          id="aging"
          tabela={tabelasFinanceiroDef.aging}
          grafico={
            <GraficoBarras
              dados={r.aging.map((a) => ({
                faixa: faixaAgingLabels[a.faixa].replace('Vencido ', ''),
                valor: a.valor,
              }))}
              categoria="faixa"
              series={[{ key: 'valor', nome: 'Saldo', dinheiro: true }]}
            />
          }
        />
        <RelatorioSecao
          {...secao}
          id="vencidos"
          className="lg:col-span-2"
          tabela={tabelasFinanceiroDef.vencidos}
          acao={{
            header: 'Lembrete',
            render: (i) => {
              const url = lembreteWhatsapp(r.vencidos[i])
              return url ? (
                <Button asChild variant="outline" size="sm">
                  <a href={url} target="_blank" rel="noreferrer">
                    <MessageCircle aria-hidden="true" />
                    WhatsApp
                    <span className="sr-only"> para {r.vencidos[i].cliente_nome}</span>
                  </a>
                </Button>
              ) : (
                <span className="text-xs text-muted-foreground">Sem telefone</span>
              )
            },
          }}
        />
      </div>
    </>
  )
}
