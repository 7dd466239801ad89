import { Link2, Undo2 } from 'lucide-react'
import type { PixRecebidoView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { podeDevolver } from '../../../../shared/cobranca-pix/devolucao'
import { Button } from '../../../components/ui/button'
import type { PixRecebidosRowsProps } from './pix-recebido-partes'

/**
 * A PIX's actions, for those who may edit receivables: 'Vincular a um título' on an unidentified one,
 * 'Devolver PIX' while something of it may still go back. `touch`: the phones' 44 px full-width buttons.
 */
export function PixRecebidoAcoes({
  recebido,
  onVincular,
  onDevolver,
  touch = false,
}: Pick<PixRecebidosRowsProps, 'onVincular' | 'onDevolver'> & {
  recebido: PixRecebidoView
  touch?: boolean
}) {
  const tamanho = touch ? ({ className: 'h-11' } as const) : ({ size: 'sm' } as const)
  return (
    <>
      {onVincular && recebido.situacao === 'nao_identificado' && (
        <Button variant="outline" {...tamanho} onClick={() => onVincular(recebido)}>
          <Link2 aria-hidden="true" />
          Vincular a um título
        </Button>
      )}
      {onDevolver && podeDevolver(recebido) && (
        <Button variant="outline" {...tamanho} onClick={() => onDevolver(recebido)}>
          <Undo2 aria-hidden="true" />
          Devolver PIX
        </Button>
      )}
    </>
  )
}
