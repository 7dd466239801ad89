import { Eye, Pencil, Printer } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatVeiculo } from '../../../../shared/formatos/exibir'
import { type OsListItem, prioridadeLabels } from '../../../../shared/os/os.schemas'
import { prazoLabel } from '../../../../shared/os/os-prazo'
import { Button } from '../../../components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip'
import { cn } from '../../../lib/cn'
import { osPdfUrl } from '../api/os-pdf'

/** 'marca modelo - placa', or a dash without a vehicle. */
export const veiculoLabel = (os: OsListItem) => (os.veiculo ? formatVeiculo(os.veiculo) : '—')

const prioridadeClass: Record<OsListItem['prioridade'], string> = {
  baixa: 'bg-slate-400',
  media: 'bg-amber-500',
  alta: 'bg-red-500',
}

export function PrioridadeTag({ prioridade }: { prioridade: OsListItem['prioridade'] }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span className={cn('size-2 rounded-full', prioridadeClass[prioridade])} aria-hidden="true" />
      {prioridadeLabels[prioridade]}
    </span>
  )
}

/**
 * SPEC's deadline label; an overdue OS reads in red. Closed OS have no deadline: the table's cell shows
 * '—', a phone card shows nothing (`semPrazo={null}`) rather than a lone dash.
 */
export function PrazoTag({
  os,
  hoje,
  semPrazo = <span className="text-muted-foreground">—</span>,
}: {
  os: OsListItem
  hoje: string
  semPrazo?: ReactNode
}) {
  const prazo = prazoLabel(os, hoje)
  if (!prazo) return semPrazo
  return (
    <span className={cn('whitespace-nowrap', prazo.atrasada && 'font-medium text-destructive')}>
      {prazo.texto}
    </span>
  )
}

function WithTooltip({ tooltip, children }: { tooltip: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{tooltip}</TooltipContent>
    </Tooltip>
  )
}

const iconClass = 'size-11 md:size-8'

/** View, edit (os edit and not entregue/cancelado) and print icon buttons of one OS. */
export function OsRowActions({ os, canEdit }: { os: OsListItem; canEdit: boolean }) {
  const editable = canEdit && os.status !== 'entregue' && os.status !== 'cancelado'
  const href = `/os/${os.id}`
  return (
    <div className="flex items-center justify-end gap-1">
      <WithTooltip tooltip="Visualizar">
        <Button variant="ghost" size="icon" className={iconClass} asChild>
          <Link to={href} aria-label={`Visualizar ${os.numero_os}`}>
            <Eye aria-hidden="true" />
          </Link>
        </Button>
      </WithTooltip>
      {editable && (
        <WithTooltip tooltip="Editar">
          <Button variant="ghost" size="icon" className={iconClass} asChild>
            <Link to={`${href}/editar`} aria-label={`Editar ${os.numero_os}`}>
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
        </WithTooltip>
      )}
      <WithTooltip tooltip="Imprimir">
        <Button variant="ghost" size="icon" className={iconClass} asChild>
          <a
            href={osPdfUrl(os.id, 'os')}
            target="_blank"
            rel="noopener"
            aria-label={`Imprimir ${os.numero_os}`}
          >
            <Printer aria-hidden="true" />
          </a>
        </Button>
      </WithTooltip>
    </div>
  )
}
