import { formatDateTime } from '../../../../shared/formatos/data'
import { Card } from '../../../components/ui/card'
import { PixRecebidoAcoes } from './pix-recebido-acoes'
import {
  DevolucaoDoPix,
  Pagador,
  type PixRecebidosRowsProps,
  TituloDoPix,
  ValorRecebido,
} from './pix-recebido-partes'
import { PixSituacaoBadge } from './pix-situacao-badge'

/** Phones (< 768 px): each PIX is a card with amount and situation on top, payer, title and its actions. */
export function PixRecebidosCards({ rows, fuso, onVincular, onDevolver }: PixRecebidosRowsProps) {
  return (
    <ul className="grid gap-3" aria-label="PIX recebidos">
      {rows.map((r) => (
        <li key={r.id}>
          <Card className="grid gap-2 p-3" data-testid="pix-recebido">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0 tabular-nums">
                <ValorRecebido recebido={r} />
                <span className="block text-xs text-muted-foreground">{formatDateTime(r.horario, fuso)}</span>
                <DevolucaoDoPix recebido={r} />
              </div>
              <PixSituacaoBadge situacao={r.situacao} />
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Pagador</dt>
                <dd>
                  <Pagador recebido={r} />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Título</dt>
                <dd>
                  <TituloDoPix recebido={r} />
                </dd>
              </div>
            </dl>
            <PixRecebidoAcoes recebido={r} onVincular={onVincular} onDevolver={onDevolver} touch />
          </Card>
        </li>
      ))}
    </ul>
  )
}
