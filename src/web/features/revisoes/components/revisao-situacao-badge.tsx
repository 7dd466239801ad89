import { type RevisaoSituacao, revisaoSituacaoLabels } from '../../../../shared/revisoes/revisoes'
import { Badge } from '../../../components/ui/badge'

// Waiting for a call amber, called sky, done green.
const cores: Record<RevisaoSituacao, string> = {
  pendente: 'bg-amber-100 text-amber-800',
  contatado: 'bg-sky-100 text-sky-800',
  concluida: 'bg-green-100 text-green-800',
}

/** A revision's situation: Pendente, Contatado or Concluída. */
export function RevisaoSituacaoBadge({ situacao }: { situacao: RevisaoSituacao }) {
  return (
    <Badge className={`border-transparent ${cores[situacao]}`} data-situacao={situacao}>
      {revisaoSituacaoLabels[situacao]}
    </Badge>
  )
}
