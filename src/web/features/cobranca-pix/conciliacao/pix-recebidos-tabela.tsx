import { formatDateTime } from '../../../../shared/formatos/data'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { PixRecebidoAcoes } from './pix-recebido-acoes'
import {
  DevolucaoDoPix,
  Pagador,
  type PixRecebidosRowsProps,
  TituloDoPix,
  ValorRecebido,
} from './pix-recebido-partes'
import { PixSituacaoBadge } from './pix-situacao-badge'

/** Desktop: when, who, how much, its situation (and refund) and the title it settled; 'Vincular', 'Devolver'. */
export function PixRecebidosTabela({ rows, fuso, onVincular, onDevolver }: PixRecebidosRowsProps) {
  return (
    <Table containerClassName="max-h-[calc(100dvh-16rem)]" className="[&_td]:px-2 [&_th]:px-2">
      <caption className="sr-only">PIX recebidos</caption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Data/hora</TableHead>
          <TableHead>Pagador</TableHead>
          <TableHead className="text-right">Valor</TableHead>
          <TableHead>Situação</TableHead>
          <TableHead>Título</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-testid="pix-recebido">
            <TableCell className="whitespace-nowrap tabular-nums">
              {formatDateTime(r.horario, fuso)}
            </TableCell>
            <TableCell className="max-w-48 xl:max-w-64">
              <Pagador recebido={r} />
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              <ValorRecebido recebido={r} />
            </TableCell>
            <TableCell>
              <PixSituacaoBadge situacao={r.situacao} />
              <DevolucaoDoPix recebido={r} />
            </TableCell>
            <TableCell className="max-w-56">
              <TituloDoPix recebido={r} />
            </TableCell>
            <TableCell className="py-1 text-right">
              <div className="flex flex-wrap justify-end gap-1">
                <PixRecebidoAcoes recebido={r} onVincular={onVincular} onDevolver={onDevolver} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
