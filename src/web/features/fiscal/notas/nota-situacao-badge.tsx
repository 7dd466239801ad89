import { type SituacaoNota, situacaoNotaLabels } from '../../../../shared/fiscal/fiscal'
import { Badge } from '../../../components/ui/badge'

const variante = {
  processando: 'warning',
  autorizada: 'success',
  erro: 'destructive',
  cancelada: 'secondary',
} as const satisfies Record<SituacaoNota, string>

/** A note's state: Autorizada green, Processando amber, Erro red, Cancelada grey. */
export function NotaSituacaoBadge({ situacao }: { situacao: SituacaoNota }) {
  return (
    <Badge variant={variante[situacao]} data-situacao={situacao}>
      {situacaoNotaLabels[situacao]}
    </Badge>
  )
}
