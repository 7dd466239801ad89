import { Link } from 'react-router'
import { OsStatusBadge } from '../../../components/os-status-badge'
import { Card } from '../../../components/ui/card'
import { cn } from '../../../lib/cn'
import { formatBRL } from '../../../lib/format'
import { OsRowActions, PrazoTag, veiculoLabel } from './os-row-parts'
import { SelectCheckbox, SelectPageCheckbox } from './os-select-checkbox'
import type { OsRowsProps } from './os-tabela'

/** Phones (< 768 px): each OS is a card with number, status, client, vehicle, deadline and value. */
export function OsCards({ rows, hoje, selection, canEdit }: OsRowsProps) {
  return (
    <div className="grid grid-cols-1 gap-3">
      {selection && (
        <div className="-my-1 flex items-center gap-1 text-sm text-muted-foreground">
          <SelectPageCheckbox
            rows={rows}
            selected={selection.selected}
            onChange={selection.togglePage}
            className="-ml-3"
          />
          <span aria-hidden="true">Selecionar todas da página</span>
        </div>
      )}
      <ul className="grid gap-3" aria-label="Ordens de serviço">
        {rows.map((os) => {
          const selected = selection?.selected.has(os.id) ?? false
          return (
            <li key={os.id}>
              <Card className={cn('p-3', selected && 'border-primary/60 bg-primary-soft')}>
                <div className="flex items-start gap-1">
                  {selection && (
                    <SelectCheckbox
                      label={`Selecionar ${os.numero_os}`}
                      checked={selected}
                      onChange={() => selection.toggle(os.id)}
                      className="-mt-1 -ml-2"
                    />
                  )}
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <Link to={`/os/${os.id}`} className="font-semibold tabular-nums hover:underline">
                        {os.numero_os}
                      </Link>
                      <OsStatusBadge status={os.status} recusado={os.recusado} />
                    </div>
                    <p className="mt-1 truncate text-sm">{os.cliente_nome ?? 'Sem cliente'}</p>
                    {os.veiculo && (
                      <p className="truncate text-sm text-muted-foreground">{veiculoLabel(os)}</p>
                    )}
                  </div>
                </div>
                <div className="mt-2 flex items-end justify-between gap-2">
                  <div className="grid text-sm">
                    <PrazoTag os={os} hoje={hoje} semPrazo={null} />
                    <span className="font-semibold tabular-nums">{formatBRL(os.total_geral)}</span>
                  </div>
                  <div className="-mr-2 -mb-2">
                    <OsRowActions os={os} canEdit={canEdit} />
                  </div>
                </div>
              </Card>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
