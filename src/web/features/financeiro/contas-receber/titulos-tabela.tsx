import { Link } from 'react-router'
import type { TituloView } from '../../../../shared/financeiro/titulo.schemas'
import { formatDate } from '../../../../shared/formatos/data'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { TituloStatusBadge } from '../../../components/titulo-status-badge'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { veiculoDoTitulo } from '../lib/titulo-format'
import { TituloAcoes } from '../recebimento/titulo-acoes'
import { TituloCobrancaBadge } from '../recebimento/titulo-cobranca-badge'

export type TitulosRowsProps = { rows: TituloView[]; hoje: string; canReceive: boolean }

const num = 'text-right whitespace-nowrap tabular-nums'

/** Desktop: sticky header, right-aligned money, the actions on the right (UI.md "Tables"). */
export function TitulosTabela({ rows, hoje, canReceive }: TitulosRowsProps) {
  return (
    <Table containerClassName="max-h-[calc(100dvh-16rem)]" className="[&_td]:px-2 [&_th]:px-2">
      <caption className="sr-only">Títulos a receber</caption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Nº OS</TableHead>
          <TableHead>Cliente</TableHead>
          <TableHead className="hidden 2xl:table-cell">Veículo</TableHead>
          <TableHead className="hidden xl:table-cell">Emissão</TableHead>
          <TableHead>Vencimento</TableHead>
          <TableHead className="text-right">Valor</TableHead>
          <TableHead className="text-right">Saldo</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((t) => (
          <TableRow key={t.id} data-testid="titulo-linha">
            <TableCell className="whitespace-nowrap">
              <Link to={`/os/${t.os_id}`} className="font-medium text-primary tabular-nums hover:underline">
                {t.numero_os}
              </Link>
              <span className="block text-xs text-muted-foreground">Parcela {t.parcela}</span>
            </TableCell>
            <TableCell className="max-w-40 xl:max-w-56">
              <span className="block truncate">{t.cliente_nome}</span>
              {t.veiculo && (
                <span className="block truncate text-xs text-muted-foreground 2xl:hidden">
                  {veiculoDoTitulo(t)}
                </span>
              )}
            </TableCell>
            <TableCell className="hidden max-w-56 truncate 2xl:table-cell">{veiculoDoTitulo(t)}</TableCell>
            <TableCell className="hidden whitespace-nowrap tabular-nums xl:table-cell">
              {formatDate(t.emissao)}
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{formatDate(t.vencimento)}</TableCell>
            <TableCell className={num}>{formatCurrency(t.valor)}</TableCell>
            <TableCell className={num} data-testid="titulo-saldo">
              {formatCurrency(t.saldo)}
            </TableCell>
            <TableCell>
              <div className="flex flex-col items-start gap-1">
                <span data-testid="titulo-status">
                  <TituloStatusBadge situacao={t.situacao} />
                </span>
                <TituloCobrancaBadge titulo={t} className="max-w-40" />
              </div>
            </TableCell>
            <TableCell className="py-1">
              <TituloAcoes titulo={t} hoje={hoje} canReceive={canReceive} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
