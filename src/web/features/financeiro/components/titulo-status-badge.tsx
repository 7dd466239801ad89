import { type TituloSituacao, tituloSituacaoLabels } from '../../../../shared/financeiro/titulo.schemas'
import { Badge } from '../../../components/ui/badge'
import { cn } from '../../../lib/cn'
import { tituloSituacaoColors } from './titulo-format'

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
