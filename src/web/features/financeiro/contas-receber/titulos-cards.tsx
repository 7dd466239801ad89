import { Link } from 'react-router'
import { formatDate } from '../../../../shared/formatos/data'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { TituloStatusBadge } from '../../../components/titulo-status-badge'
import { Card } from '../../../components/ui/card'
import { veiculoDoTitulo } from '../lib/titulo-format'
import { TituloAcoes } from '../recebimento/titulo-acoes'
import { TituloCobrancaBadge } from '../recebimento/titulo-cobranca-badge'
import type { TitulosRowsProps } from './titulos-tabela'

/** Phones (< 768 px): each title is a card with OS, client, due date, balance, status and its actions. */
export function TitulosCards({ rows, hoje, canReceive }: TitulosRowsProps) {
  return (
    <ul className="grid gap-3" aria-label="Títulos a receber">
      {rows.map((t) => (
        <li key={t.id}>
          <Card className="grid gap-2 p-3" data-testid="titulo-linha">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Link
                  to={`/os/${t.os_id}`}
                  className="font-semibold text-primary tabular-nums hover:underline"
                >
                  {t.numero_os}
                </Link>
                <span className="ml-2 text-sm text-muted-foreground">Parcela {t.parcela}</span>
                <p className="truncate text-sm">{t.cliente_nome}</p>
                {t.veiculo && <p className="truncate text-sm text-muted-foreground">{veiculoDoTitulo(t)}</p>}
              </div>
              <span data-testid="titulo-status">
                <TituloStatusBadge situacao={t.situacao} />
              </span>
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Vencimento</dt>
                <dd className="tabular-nums">{formatDate(t.vencimento)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Valor</dt>
                <dd className="tabular-nums">{formatCurrency(t.valor)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Saldo</dt>
                <dd className="font-semibold tabular-nums" data-testid="titulo-saldo">
                  {formatCurrency(t.saldo)}
                </dd>
              </div>
            </dl>
            <TituloCobrancaBadge titulo={t} className="w-fit" />
            <TituloAcoes titulo={t} hoje={hoje} canReceive={canReceive} className="[&>button]:flex-1" />
          </Card>
        </li>
      ))}
    </ul>
  )
}
