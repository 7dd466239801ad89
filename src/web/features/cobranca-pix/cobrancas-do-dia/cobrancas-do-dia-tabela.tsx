import { ChevronRight } from 'lucide-react'
import { useId, useState } from 'react'
import { formatDate } from '../../../../shared/formatos/data'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { Button } from '../../../components/ui/button'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { cn } from '../../../lib/cn'
import type { CobrancaDoDia } from '../api/get-cobrancas-do-dia'
import {
  ClienteDaCobranca,
  type CobrancasDoDiaRowsProps,
  EmailDaCobranca,
  OsDaCobranca,
  TipoLembreteBadge,
  WhatsappDaCobranca,
} from './cobranca-do-dia-partes'

const COLUNAS = 6

/** One reminder; 'Ver mensagem' opens the message in a row of its own, the table's full width. */
function CobrancaLinha({ item, fuso }: { item: CobrancaDoDia; fuso: string }) {
  const [aberta, setAberta] = useState(false)
  const mensagemId = useId()
  return (
    <>
      <TableRow data-testid="cobranca-do-dia" className={cn('align-top', aberta && 'border-b-0')}>
        <TableCell>
          <TipoLembreteBadge tipo={item.tipo} />
          <Button
            variant="ghost"
            size="sm"
            className="-ml-2 flex h-7 px-2 text-xs text-muted-foreground"
            aria-expanded={aberta}
            aria-controls={mensagemId}
            onClick={() => setAberta(!aberta)}
          >
            <ChevronRight className={cn('transition-transform', aberta && 'rotate-90')} aria-hidden="true" />
            {aberta ? 'Ocultar mensagem' : 'Ver mensagem'}
          </Button>
        </TableCell>
        <TableCell className="max-w-48 xl:max-w-72">
          <ClienteDaCobranca item={item} />
        </TableCell>
        <TableCell className="whitespace-nowrap">
          <OsDaCobranca item={item} empilhada />
        </TableCell>
        <TableCell className="whitespace-nowrap tabular-nums">{formatDate(item.vencimento)}</TableCell>
        <TableCell className="text-right whitespace-nowrap tabular-nums">
          {formatCurrency(item.saldo)}
        </TableCell>
        <TableCell className="py-1 text-right">
          <div className="grid justify-items-end gap-1 py-1">
            <WhatsappDaCobranca item={item} className="h-9" />
            <EmailDaCobranca item={item} fuso={fuso} />
          </div>
        </TableCell>
      </TableRow>
      {aberta && (
        <TableRow id={mensagemId} className="hover:bg-transparent">
          <TableCell colSpan={COLUNAS} className="pt-0">
            <p className="rounded-md bg-muted p-3 text-sm break-words whitespace-pre-wrap">{item.mensagem}</p>
          </TableCell>
        </TableRow>
      )}
    </>
  )
}

/** Desktop: which reminder, who, which instalment, how much and when, and 'Enviar pelo WhatsApp'. */
export function CobrancasDoDiaTabela({ rows, fuso }: CobrancasDoDiaRowsProps) {
  return (
    <Table containerClassName="max-h-[calc(100dvh-14rem)]" className="[&_td]:px-2 [&_th]:px-2">
      <caption className="sr-only">Cobranças do dia</caption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Lembrete</TableHead>
          <TableHead>Cliente</TableHead>
          <TableHead>OS</TableHead>
          <TableHead>Vencimento</TableHead>
          <TableHead className="text-right">Saldo</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((c) => (
          <CobrancaLinha key={`${c.titulo_id}:${c.tipo}`} item={c} fuso={fuso} />
        ))}
      </TableBody>
    </Table>
  )
}
