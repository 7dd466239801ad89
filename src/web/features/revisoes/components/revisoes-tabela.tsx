import { formatDateTime } from '../../../../shared/formatos/data'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import type { useAcoesDaRevisao } from '../lib/use-acoes-da-revisao'
import { RevisaoAcoes } from './revisao-acoes'
import { PrazoDaRevisao, type RevisoesRowsProps, VeiculoDaRevisao } from './revisao-partes'
import { RevisaoSituacaoBadge } from './revisao-situacao-badge'

/** Desktop: vehicle, customer, service, when it is due, its situation and the actions. */
export function RevisoesTabela({
  rows,
  hoje,
  acoes,
}: RevisoesRowsProps & { acoes: ReturnType<typeof useAcoesDaRevisao> }) {
  return (
    <Table containerClassName="max-h-[calc(100dvh-16rem)]" className="[&_td]:px-2 [&_th]:px-2">
      <caption className="sr-only">Revisões</caption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Veículo</TableHead>
          <TableHead>Cliente</TableHead>
          <TableHead>Serviço</TableHead>
          <TableHead>Vence</TableHead>
          <TableHead>Situação</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-testid="revisao">
            <TableCell>
              <VeiculoDaRevisao r={r} />
            </TableCell>
            <TableCell className="max-w-48">
              <span className="block truncate">{r.cliente.nome}</span>
            </TableCell>
            <TableCell className="max-w-48">
              <span className="block truncate">{r.servico.descricao}</span>
              <span className="block text-xs text-muted-foreground">{r.os.numero_os}</span>
            </TableCell>
            <TableCell>
              <PrazoDaRevisao r={r} hoje={hoje} />
            </TableCell>
            <TableCell>
              <RevisaoSituacaoBadge situacao={r.situacao} />
              {r.contatado_em && (
                <span className="block text-xs text-muted-foreground">{formatDateTime(r.contatado_em)}</span>
              )}
            </TableCell>
            <TableCell className="py-1 text-right">
              <RevisaoAcoes r={r} acoes={acoes} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
