import { ArrowLeft, CalendarClock, CalendarPlus, Flag, Pencil } from 'lucide-react'
import { Link } from 'react-router'
import { formatDateOrDash } from '../../../../shared/formatos/data'
import { type OsView, prioridadeLabels } from '../../../../shared/os/os.schemas'
import { prazoLabel } from '../../../../shared/os/os-prazo'
import { OsStatusBadge } from '../../../components/os-status-badge'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'
import { AvisarPronta } from '../../mensagens/avisar-pronta'
import { OsStatusActions } from '../acoes/os-status-actions'
import { OsCompartilhar } from '../compartilhar/os-compartilhar'
import { OsImpressaoCabecalho } from './os-impressao-cabecalho'
import { OsImprimirMenu } from './os-imprimir-menu'

const prioridadeVariant = { baixa: 'secondary', media: 'outline', alta: 'destructive' } as const

/** Number, status, dates and priority; Editar, Imprimir and (from tablets up) the status buttons. */
export function OsDetalheHeader({
  os,
  hoje,
  empresa,
  podeEditar,
  onImprimir,
}: {
  os: OsView
  /** The company's today, yyyy-MM-dd, for the deadline label. */
  hoje: string
  empresa: string
  podeEditar: boolean
  onImprimir: () => void
}) {
  const prazo = prazoLabel(os, hoje)
  return (
    <header className="mb-4 grid gap-3">
      <Link
        to="/os"
        className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground md:min-h-0 print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Ordens de Serviço
      </Link>
      <OsImpressaoCabecalho nome={empresa} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight tabular-nums print:text-3xl">
              <span className="hidden print:inline">Ordem de Serviço </span>
              {os.numero_os}
            </h1>
            <span data-testid="os-status">
              <OsStatusBadge status={os.status} className="text-sm" />
            </span>
          </div>
          <ul className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <li className="flex items-center gap-1.5">
              <CalendarPlus className="size-4 print:hidden" aria-hidden="true" />
              Aberta em {formatDateOrDash(os.data_abertura)}
            </li>
            <li className="flex items-center gap-1.5">
              <CalendarClock className="size-4 print:hidden" aria-hidden="true" />
              {os.previsao_entrega
                ? `Previsão: ${formatDateOrDash(os.previsao_entrega)}`
                : 'Sem previsão de entrega'}
              {prazo && (
                <span className={cn('print:hidden', prazo.atrasada && 'font-medium text-destructive')}>
                  · {prazo.texto}
                </span>
              )}
            </li>
            <li className="flex items-center gap-1.5">
              <Flag className="size-4 print:hidden" aria-hidden="true" />
              Prioridade
              <Badge variant={prioridadeVariant[os.prioridade]}>{prioridadeLabels[os.prioridade]}</Badge>
            </li>
          </ul>
        </div>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          {podeEditar && (
            <Button asChild variant="outline" className="h-11 md:h-10">
              <Link to={`/os/${os.id}/editar`}>
                <Pencil aria-hidden="true" />
                Editar
              </Link>
            </Button>
          )}
          <OsImprimirMenu osId={os.id} onImprimirNavegador={onImprimir} />
          <OsCompartilhar os={os} />
          {/* Concluded is ready for pickup: one tap tells the customer by WhatsApp (Configurações → Mensagens). */}
          {os.status === 'concluido' && <AvisarPronta osId={os.id} />}
        </div>
      </div>
      <OsStatusActions os={os} className="hidden md:flex print:hidden" />
    </header>
  )
}
