import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { MouseEvent, ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { formatDate } from '../../../../shared/formatos/data'
import type { OsListItem } from '../../../../shared/os/os.schemas'
import { OsStatusBadge } from '../../../components/os-status-badge'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { cn } from '../../../lib/cn'
import { formatBRL } from '../../../lib/format'
import type { OsSortKey, SortDir } from './os-lista-params'
import { OsRowActions, PrazoTag, PrioridadeTag, veiculoLabel } from './os-row-parts'
import { SelectCheckbox, SelectPageCheckbox } from './os-select-checkbox'

export type OsRowsProps = {
  rows: OsListItem[]
  hoje: string
  /** Null when the user has no bulk action: no checkboxes are drawn. */
  selection: { selected: ReadonlySet<string>; toggle: (id: string) => void; togglePage: () => void } | null
  canEdit: boolean
}

/** Clicks on the row open the OS, except clicks on its own links, buttons and checkbox. */
const fromControl = (e: MouseEvent) => (e.target as HTMLElement).closest('a, button, input, label') !== null

function SortHeader({
  label,
  column,
  sort,
  dir,
  onSort,
  className,
}: {
  label: string
  column: OsSortKey
  sort: OsSortKey
  dir: SortDir
  onSort: (key: OsSortKey) => void
  className?: string
}) {
  const active = sort === column
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown
  return (
    <TableHead
      className={className}
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'inline-flex items-center gap-1 rounded-sm uppercase hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
          active && 'text-foreground',
        )}
      >
        {label}
        <Icon className={cn('size-3.5', !active && 'opacity-50')} aria-hidden="true" />
      </button>
    </TableHead>
  )
}

/** Desktop: sticky header, sortable columns, row selection, right-aligned values (UI.md "Tables"). */
export function OsTabela({
  rows,
  hoje,
  selection,
  canEdit,
  sort,
  dir,
  onSort,
}: OsRowsProps & { sort: OsSortKey; dir: SortDir; onSort: (key: OsSortKey) => void }) {
  const navigate = useNavigate()
  const sortProps = { sort, dir, onSort }
  const cell = (children: ReactNode, className?: string) => (
    <TableCell className={className}>{children}</TableCell>
  )
  return (
    <Table containerClassName="max-h-[calc(100dvh-14rem)]" className="[&_td]:px-2 [&_th]:px-2">
      <caption className="sr-only">Ordens de serviço</caption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {selection && (
            <TableHead className="w-10 pr-0">
              <SelectPageCheckbox rows={rows} selected={selection.selected} onChange={selection.togglePage} />
            </TableHead>
          )}
          <SortHeader label="Número" column="numero_os" {...sortProps} />
          <TableHead>Status</TableHead>
          <TableHead className="hidden xl:table-cell">Prioridade</TableHead>
          <TableHead>Cliente</TableHead>
          <TableHead className="hidden 2xl:table-cell">Veículo</TableHead>
          <TableHead className="hidden 2xl:table-cell">Técnico</TableHead>
          <SortHeader label="Abertura" column="criado_em" className="hidden 2xl:table-cell" {...sortProps} />
          <SortHeader label="Prazo" column="previsao_entrega" {...sortProps} />
          <SortHeader label="Valor" column="total_geral" className="text-right" {...sortProps} />
          <TableHead className="w-32 text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((os) => {
          const selected = selection?.selected.has(os.id) ?? false
          return (
            <TableRow
              key={os.id}
              data-state={selected ? 'selected' : undefined}
              className="cursor-pointer"
              // Mouse shortcut only: the row's Visualizar link is the keyboard and screen-reader path.
              onClick={(e) => !fromControl(e) && navigate(`/os/${os.id}`)}
            >
              {selection && (
                <TableCell className="py-1 pr-0">
                  <SelectCheckbox
                    label={`Selecionar ${os.numero_os}`}
                    checked={selected}
                    onChange={() => selection.toggle(os.id)}
                  />
                </TableCell>
              )}
              {cell(os.numero_os, 'font-medium whitespace-nowrap tabular-nums')}
              {cell(<OsStatusBadge status={os.status} recusado={os.recusado} />)}
              {cell(<PrioridadeTag prioridade={os.prioridade} />, 'hidden xl:table-cell')}
              <TableCell className="max-w-40 xl:max-w-52">
                <span className="block truncate">{os.cliente_nome ?? '—'}</span>
                {os.veiculo && (
                  // The vehicle's own column only fits wide screens; below, it reads under the client.
                  <span className="block truncate text-xs text-muted-foreground 2xl:hidden">
                    {veiculoLabel(os)}
                  </span>
                )}
              </TableCell>
              {cell(veiculoLabel(os), 'hidden max-w-52 truncate 2xl:table-cell')}
              {cell(os.tecnico_nome ?? '—', 'hidden max-w-40 truncate 2xl:table-cell')}
              {cell(formatDate(os.data_abertura), 'hidden whitespace-nowrap tabular-nums 2xl:table-cell')}
              {cell(<PrazoTag os={os} hoje={hoje} />)}
              {cell(formatBRL(os.total_geral), 'text-right whitespace-nowrap tabular-nums')}
              <TableCell className="py-1">
                <OsRowActions os={os} canEdit={canEdit} />
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
