import { Landmark } from 'lucide-react'
import { cobrancaPixMessages as m } from '../../../../shared/cobranca-pix/cobranca-pix.messages'
import type { TituloView } from '../../../../shared/financeiro/titulo.schemas'
import { Badge } from '../../../components/ui/badge'
import { cn } from '../../../lib/cn'
import { situacaoCobrancaPix } from '../lib/titulo-format'

/**
 * The title's charge at the shop's bank (issue 24): amber 'Cobrança pendente de registro' while the bank
 * does not have it yet (the static PIX still works), 'Cobrança registrada no banco' once it does.
 */
export function TituloCobrancaBadge({ titulo, className }: { titulo: TituloView; className?: string }) {
  const situacao = situacaoCobrancaPix(titulo)
  if (!situacao) return null
  return (
    <Badge
      variant={situacao === 'pendente' ? 'warning' : 'secondary'}
      className={cn('whitespace-normal', className)}
      data-testid="titulo-cobranca"
    >
      {situacao === 'registrada' && <Landmark className="size-3" aria-hidden="true" />}
      {situacao === 'pendente' ? m.pendenteRegistro : m.registrada}
    </Badge>
  )
}
