import { Link } from 'react-router'
import type { NotaView } from '../../../../shared/fiscal/fiscal.schemas'
import { formatDate } from '../../../../shared/formatos/data'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { NotaDocumentos } from './nota-documentos'
import { NotaSituacaoBadge } from './nota-situacao-badge'

export type NotasRowsProps = { rows: NotaView[]; fuso: string }

const num = 'text-right whitespace-nowrap tabular-nums'

/** The day a note counts for: its authorization, or its competência before (or without) one. */
export const dataDaNota = (n: NotaView, fuso: string) => formatDate(n.autorizada_em ?? n.competencia, fuso)

/** Desktop: sticky header, right-aligned money, the documents on the right (UI.md "Tables"). */
export function NotasTabela({ rows, fuso }: NotasRowsProps) {
  return (
    <Table containerClassName="max-h-[calc(100dvh-16rem)]" className="[&_td]:px-2 [&_th]:px-2">
      <caption className="sr-only">Notas fiscais de serviço</caption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Número</TableHead>
          <TableHead>Data</TableHead>
          <TableHead>OS</TableHead>
          <TableHead>Tomador</TableHead>
          <TableHead className="text-right">Valor</TableHead>
          <TableHead className="text-right">ISS</TableHead>
          <TableHead>Situação</TableHead>
          <TableHead className="text-right">Documentos</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((n) => (
          <TableRow key={n.id} data-testid="nota-linha">
            <TableCell className="font-medium whitespace-nowrap tabular-nums">{n.numero ?? '—'}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{dataDaNota(n, fuso)}</TableCell>
            <TableCell className="whitespace-nowrap">
              <Link to={`/os/${n.os_id}`} className="font-medium text-primary tabular-nums hover:underline">
                {n.numero_os}
              </Link>
            </TableCell>
            <TableCell className="max-w-48 truncate xl:max-w-72">{n.tomador_nome}</TableCell>
            <TableCell className={num}>{formatCurrency(n.valor_servicos)}</TableCell>
            <TableCell className={num}>
              {formatCurrency(n.valor_iss)}
              {n.iss_retido && <span className="block text-xs text-muted-foreground">retido</span>}
            </TableCell>
            <TableCell>
              <NotaSituacaoBadge situacao={n.situacao} />
            </TableCell>
            <TableCell className="py-1">
              <NotaDocumentos nota={n} className="justify-end" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
