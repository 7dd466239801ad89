import { Package, Wrench } from 'lucide-react'
import { formatQuantidade } from '../../../../shared/formatos/quantidade'
import type { OsItemView, OsView } from '../../../../shared/os/os.schemas'
import { SecaoDeDetalhe } from '../../../components/secao-de-detalhe'
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { formatBRL } from '../../../lib/format'
import { OsTotais } from './os-totais'

const num = 'px-3 py-2.5 text-right tabular-nums whitespace-nowrap'

/** Itens: services and products as tables (cards on phones), then the totals block. */
export function OsItens({ os }: { os: OsView }) {
  const servicos = os.itens.filter((i) => i.tipo === 'servico')
  const produtos = os.itens.filter((i) => i.tipo === 'produto')
  return (
    <SecaoDeDetalhe title="Itens">
      <div className="grid gap-5">
        <ItensGrupo titulo="Serviços" icon={Wrench} itens={servicos} vazio="Nenhum serviço" />
        <ItensGrupo titulo="Produtos" icon={Package} itens={produtos} vazio="Nenhum produto" />
        <OsTotais os={os} />
      </div>
    </SecaoDeDetalhe>
  )
}

function ItensGrupo({
  titulo,
  icon: Icon,
  itens,
  vazio,
}: {
  titulo: string
  icon: typeof Wrench
  itens: OsItemView[]
  vazio: string
}) {
  return (
    <section aria-label={titulo} className="min-w-0">
      <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-700">
        <Icon className="size-4 text-muted-foreground print:hidden" aria-hidden="true" />
        {titulo}
        <span className="font-normal text-muted-foreground">({itens.length})</span>
      </h3>
      {itens.length === 0 ? (
        <p className="rounded-md border border-dashed border-border px-3 py-4 text-center text-sm text-muted-foreground">
          {vazio}
        </p>
      ) : (
        <>
          <ItensTabela itens={itens} />
          <ItensCartoes itens={itens} />
        </>
      )}
    </section>
  )
}

function ItensTabela({ itens }: { itens: OsItemView[] }) {
  return (
    <Table containerClassName="hidden rounded-md border border-border md:block print:block print:overflow-visible">
      <TableHeader className="static">
        <TableRow className="hover:bg-transparent">
          <TableHead>Descrição</TableHead>
          <TableHead className="text-right">Qtd</TableHead>
          <TableHead className="text-right">Valor Unit.</TableHead>
          <TableHead className="text-right">Desconto</TableHead>
          <TableHead className="text-right">Subtotal</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {itens.map((item) => (
          <TableRow key={item.id}>
            <td className="px-3 py-2.5">{item.descricao}</td>
            <td className={num}>{quantidadeTexto(item)}</td>
            <td className={num}>{formatBRL(item.valor_unitario)}</td>
            <td className={num}>{descontoTexto(item)}</td>
            <td className={`${num} font-medium`}>{formatBRL(item.subtotal)}</td>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** Phones: one card per line with what matters at the counter. */
function ItensCartoes({ itens }: { itens: OsItemView[] }) {
  return (
    <ul className="grid gap-2 md:hidden print:hidden">
      {itens.map((item) => (
        <li key={item.id} className="rounded-md border border-border p-3">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 text-sm font-medium break-words">{item.descricao}</p>
            <p className="shrink-0 text-sm font-semibold tabular-nums">{formatBRL(item.subtotal)}</p>
          </div>
          <p className="mt-1 text-xs text-muted-foreground tabular-nums">
            {quantidadeTexto(item)} × {formatBRL(item.valor_unitario)}
            {item.desconto_valor > 0 && ` · desconto ${descontoTexto(item)}`}
          </p>
        </li>
      ))}
    </ul>
  )
}

function quantidadeTexto(item: OsItemView): string {
  const quantidade = formatQuantidade(item.quantidade)
  return item.tipo === 'produto' && item.unidade ? `${quantidade} ${item.unidade}` : quantidade
}

function descontoTexto(item: OsItemView): string {
  if (item.desconto_valor <= 0) return '—'
  const percentual =
    item.desconto_percentual > 0
      ? ` (${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(item.desconto_percentual)}%)`
      : ''
  return `${formatBRL(item.desconto_valor)}${percentual}`
}
