import { MessageCircle } from 'lucide-react'
import { formaPagamentoLabels } from '../../../shared/financeiro/formas-pagamento'
import type { PeriodoQuery } from '../../../shared/relatorios/periodo'
import { faixaAgingLabels, type RelatorioFinanceiro } from '../../../shared/relatorios/relatorios.schemas'
import { formatMes, tabelasFinanceiroDef } from '../../../shared/relatorios/tabelas'
import { Button } from '../../components/ui/button'
import { formatBRL } from '../../lib/format'
import { useRelatorioFinanceiro } from './api/get-relatorio-financeiro'
import { GraficoBarras, GraficoPizza } from './graficos'
import { lembreteWhatsapp } from './lembrete-whatsapp'
import { Indicadores } from './relatorio-estados'
import { percentual } from './relatorio-formatos'
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

const margem = (m: RelatorioFinanceiro['margem']['produtos']) => ({
  valor: formatBRL(m.margem),
  detalhe:
    m.receita > 0
      ? `${percentual(m.margem, m.receita)} de ${formatBRL(m.receita)} vendidos com custo conhecido`
      : 'Nenhuma venda com custo cadastrado',
})

function Conteudo({ r, periodo }: { r: RelatorioFinanceiro; periodo: PeriodoQuery }) {
  const { resumo } = r
  const secao = { tipo: 'financeiro' as const, periodo, relatorio: r }
  return (
    <>
      <Indicadores
        itens={[
          { titulo: 'Recebido', valor: formatBRL(resumo.recebido) },
          {
            titulo: 'Faturado',
            valor: formatBRL(resumo.faturado),
            detalhe: `${percentual(resumo.recebido, resumo.faturado)} recebido em relação ao faturado`,
          },
          {
            titulo: 'Ticket médio',
            valor: resumo.ticket_medio === null ? '—' : formatBRL(resumo.ticket_medio),
            detalhe: `${resumo.os_concluidas} OS concluídas`,
          },
          { titulo: 'Descontos concedidos', valor: formatBRL(resumo.descontos) },
          { titulo: 'Margem bruta em produtos', ...margem(r.margem.produtos) },
          { titulo: 'Margem bruta em serviços', ...margem(r.margem.servicos) },
        ]}
      />
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
                { key: 'faturado', nome: 'Faturado', dinheiro: true },
                { key: 'recebido', nome: 'Recebido', dinheiro: true },
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
              series={[{ key: 'valor', nome: 'Valor', dinheiro: true }]}
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
