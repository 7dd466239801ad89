import { FileSpreadsheet, FileText } from 'lucide-react'
import type { ReactNode } from 'react'
import type { PeriodoQuery } from '../../../shared/relatorios/periodo'
import type { ColunaTabela, LinhaTabela, TabelaRelatorio } from '../../../shared/relatorios/tabelas'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table'
import { cn } from '../../lib/cn'
import { formatBRL } from '../../lib/format'
import { exportarRelatorioUrl, type TipoRelatorio } from './api/relatorio-url'

const inteiro = new Intl.NumberFormat('pt-BR')
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 })

/** A cell as the user reads it: money in reais, counts and decimals with the Brazilian separators. */
export function formatCelula(tipo: ColunaTabela['tipo'], v: string | number | null): string {
  if (v === null || v === '') return '—'
  if (typeof v === 'string') return v
  if (tipo === 'dinheiro') return formatBRL(v)
  return tipo === 'decimal' ? decimal.format(v) : inteiro.format(v)
}

/**
 * One section of a report: its title, an optional chart, and beneath it the same figures as a table (the
 * chart's accessible equivalent, and what the export writes) with 'Exportar CSV' and 'Exportar XLSX'.
 */
export function RelatorioSecao<R>(props: {
  id: string
  tipo: TipoRelatorio
  periodo: PeriodoQuery
  relatorio: R
  tabela: TabelaRelatorio<R>
  grafico?: ReactNode
  /** Extra content per row (e.g. the WhatsApp link of an overdue title), in a last column. */
  acao?: { header: string; render: (linha: number) => ReactNode }
  className?: string
}) {
  const { tabela } = props
  const linhas: LinhaTabela[] = tabela.linhas(props.relatorio)
  const tituloId = `secao-${props.id}`
  return (
    <Card
      className={cn('grid min-w-0 gap-4 p-4 break-inside-avoid', props.className)}
      aria-labelledby={tituloId}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={tituloId} className="text-base font-semibold">
          {tabela.titulo}
        </h2>
        <div className="flex gap-2 print:hidden">
          <Button asChild variant="outline" size="sm">
            <a href={exportarRelatorioUrl(props.tipo, props.periodo, props.id, 'csv')} download>
              <FileText aria-hidden="true" />
              Exportar CSV
              <span className="sr-only"> de {tabela.titulo}</span>
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={exportarRelatorioUrl(props.tipo, props.periodo, props.id, 'xlsx')} download>
              <FileSpreadsheet aria-hidden="true" />
              Exportar XLSX
              <span className="sr-only"> de {tabela.titulo}</span>
            </a>
          </Button>
        </div>
      </div>
      {linhas.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">Nenhum dado no período.</p>
      ) : (
        <>
          {props.grafico && (
            // The table beneath holds the same figures for screen readers.
            <div aria-hidden="true" className="h-64 w-full min-w-0 print:h-56">
              {props.grafico}
            </div>
          )}
          <Table containerClassName="max-h-[28rem] print:max-h-none print:overflow-visible">
            <caption className="sr-only">{tabela.titulo}</caption>
            <TableHeader>
              <TableRow>
                {tabela.colunas.map((c) => (
                  <TableHead key={c.key} className={c.tipo === 'texto' ? undefined : 'text-right'}>
                    {c.header}
                  </TableHead>
                ))}
                {props.acao && <TableHead className="print:hidden">{props.acao.header}</TableHead>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {linhas.map((linha, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are an aggregate's output, in a fixed order
                <TableRow key={i}>
                  {tabela.colunas.map((c) => (
                    <TableCell
                      key={c.key}
                      className={c.tipo === 'texto' ? undefined : 'text-right tabular-nums whitespace-nowrap'}
                    >
                      {formatCelula(c.tipo, linha[c.key] ?? null)}
                    </TableCell>
                  ))}
                  {props.acao && <TableCell className="print:hidden">{props.acao.render(i)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Card>
  )
}
