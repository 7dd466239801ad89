import { formatDate } from '../../../../shared/formatos/data'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { Card } from '../../../components/ui/card'
import {
  ClienteDaCobranca,
  type CobrancasDoDiaRowsProps,
  EmailDaCobranca,
  MensagemDaCobranca,
  OsDaCobranca,
  TipoLembreteBadge,
  WhatsappDaCobranca,
} from './cobranca-do-dia-partes'

/** Phones (< 768 px): a card per reminder, 'Enviar pelo WhatsApp' as a full-width touch target. */
export function CobrancasDoDiaCards({ rows, fuso }: CobrancasDoDiaRowsProps) {
  return (
    <ul className="grid gap-3" aria-label="Cobranças do dia">
      {rows.map((c) => (
        <li key={`${c.titulo_id}:${c.tipo}`}>
          <Card className="grid gap-2 p-3" data-testid="cobranca-do-dia">
            <div className="flex items-start justify-between gap-2">
              <TipoLembreteBadge tipo={c.tipo} />
              <span className="font-medium tabular-nums">{formatCurrency(c.saldo)}</span>
            </div>
            <div className="min-w-0 text-sm">
              <ClienteDaCobranca item={c} />
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span>
                <OsDaCobranca item={c} />
              </span>
              <span className="text-xs text-muted-foreground tabular-nums">
                Vencimento {formatDate(c.vencimento)}
              </span>
            </div>
            <MensagemDaCobranca mensagem={c.mensagem} />
            <WhatsappDaCobranca item={c} className="h-11" />
            <EmailDaCobranca item={c} fuso={fuso} />
          </Card>
        </li>
      ))}
    </ul>
  )
}
