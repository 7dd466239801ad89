import { ArrowRight, Eye, Inbox } from 'lucide-react'
import { Link } from 'react-router'
import { formatCurrency } from '../../../shared/formatos/moeda'
import { formatVeiculo } from '../../../shared/formatos/veiculo'
import type { OsListItem } from '../../../shared/os/os.schemas'
import { OsStatusBadge } from '../../components/os-status-badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table'
import { useIsMobile } from '../../lib/use-media-query'

const veiculo = (os: OsListItem) => (os.veiculo ? formatVeiculo(os.veiculo) : '—')

/** SPEC §2 'Dashboard': the 10 most recent OS, 'Ver' on each and 'Ver todas'. Null rows while loading. */
export function OsRecentes({ rows }: { rows: OsListItem[] | null }) {
  const isMobile = useIsMobile()
  return (
    <section aria-labelledby="os-recentes" className="mt-6 grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="os-recentes" className="text-sm font-semibold text-muted-foreground">
          OS recentes
        </h2>
        <Button asChild variant="ghost" size="sm" className="h-10 md:h-8">
          <Link to="/os">
            Ver todas
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <Card className="overflow-hidden">
        {rows === null ? (
          <div className="grid gap-3 p-4" role="status" aria-label="Carregando OS recentes">
            {Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} className="h-6 w-full" />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <Inbox className="size-6" aria-hidden="true" />
            </span>
            <p className="text-sm font-medium">Nenhuma ordem de serviço encontrada</p>
          </div>
        ) : isMobile ? (
          <OsRecentesLista rows={rows} />
        ) : (
          <Table className="[&_td]:px-2 [&_th]:px-2">
            <caption className="sr-only">OS recentes</caption>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Número</TableHead>
                <TableHead>Cliente</TableHead>
                <TableHead className="hidden lg:table-cell">Veículo</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Valor</TableHead>
                <TableHead className="w-12">
                  <span className="sr-only">Ações</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((os) => (
                <TableRow key={os.id} data-testid="os-recente">
                  <TableCell className="font-medium whitespace-nowrap tabular-nums">{os.numero_os}</TableCell>
                  <TableCell className="max-w-28 truncate sm:max-w-48">{os.cliente_nome ?? '—'}</TableCell>
                  <TableCell className="hidden max-w-56 truncate lg:table-cell">{veiculo(os)}</TableCell>
                  <TableCell>
                    <OsStatusBadge status={os.status} recusado={os.recusado} />
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {formatCurrency(os.total_geral)}
                  </TableCell>
                  <TableCell className="py-1 text-right">
                    <Button asChild variant="ghost" size="sm" className="h-11 md:h-8">
                      <Link to={`/os/${os.id}`} aria-label={`Ver ${os.numero_os}`}>
                        <Eye aria-hidden="true" className="hidden sm:block" />
                        Ver
                      </Link>
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </section>
  )
}

/** Phones: number and status on one line, client and value under it, 'Ver' on the right. */
function OsRecentesLista({ rows }: { rows: OsListItem[] }) {
  return (
    <ul className="divide-y divide-border" aria-label="OS recentes">
      {rows.map((os) => (
        <li key={os.id} className="flex items-center gap-3 px-3 py-2" data-testid="os-recente">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium tabular-nums">{os.numero_os}</span>
              <OsStatusBadge status={os.status} recusado={os.recusado} />
            </div>
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="truncate text-muted-foreground">{os.cliente_nome ?? 'Sem cliente'}</span>
              <span className="shrink-0 tabular-nums">{formatCurrency(os.total_geral)}</span>
            </div>
          </div>
          <Button asChild variant="ghost" size="sm" className="h-11">
            <Link to={`/os/${os.id}`} aria-label={`Ver ${os.numero_os}`}>
              Ver
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  )
}
