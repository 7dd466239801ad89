import {
  type PixRecebidoView,
  pixRecebidoSituacaoLabels,
} from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { Badge } from '../../../components/ui/badge'

// Settled green; what still needs the shop amber (unidentified) or sky (paid beyond the balance); returned slate.
const cores: Record<PixRecebidoView['situacao'], string> = {
  conciliado: 'bg-green-100 text-green-800',
  nao_identificado: 'bg-amber-100 text-amber-800',
  excedente: 'bg-sky-100 text-sky-800',
  devolvido: 'bg-slate-100 text-slate-700',
}

/** A received PIX's situation: Conciliado, Não identificado, Pago a mais or Devolvido. */
export function PixSituacaoBadge({ situacao }: { situacao: PixRecebidoView['situacao'] }) {
  return (
    <Badge className={`border-transparent ${cores[situacao]}`} data-situacao={situacao}>
      {pixRecebidoSituacaoLabels[situacao]}
    </Badge>
  )
}
