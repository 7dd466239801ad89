import { type TituloSituacao, tituloSituacaoLabels } from '../../shared/financeiro/titulo.schemas'
import { cn } from '../lib/cn'
import { Badge } from './ui/badge'

/** UI.md title badges: Em Aberto sky, Vencido red, Pago green; a cancelled title is slate. */
const tituloSituacaoColors: Record<TituloSituacao, string> = {
  aberto: 'bg-sky-100 text-sky-800',
  vencido: 'bg-red-100 text-red-800',
  pago: 'bg-green-100 text-green-800',
  cancelado: 'bg-slate-100 text-slate-700',
}

/** The title's status as the screen reads it: Pago, Vencido, Em Aberto (or Cancelado). */
export function TituloStatusBadge({ situacao, className }: { situacao: TituloSituacao; className?: string }) {
  return (
    <Badge
      className={cn('border-transparent', tituloSituacaoColors[situacao], className)}
      data-situacao={situacao}
    >
      {tituloSituacaoLabels[situacao]}
    </Badge>
  )
}
