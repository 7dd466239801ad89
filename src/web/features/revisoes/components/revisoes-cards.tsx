import { Card } from '../../../components/ui/card'
import type { useAcoesDaRevisao } from '../lib/use-acoes-da-revisao'
import { RevisaoAcoes } from './revisao-acoes'
import { PrazoDaRevisao, type RevisoesRowsProps, VeiculoDaRevisao } from './revisao-partes'
import { RevisaoSituacaoBadge } from './revisao-situacao-badge'

/** Phones (< 768 px): a card per revision, vehicle and situation on top, then who, what, when, actions. */
export function RevisoesCards({
  rows,
  hoje,
  acoes,
}: RevisoesRowsProps & { acoes: ReturnType<typeof useAcoesDaRevisao> }) {
  return (
    <ul className="grid gap-3" aria-label="Revisões">
      {rows.map((r) => (
        <li key={r.id}>
          <Card className="grid gap-2 p-3" data-testid="revisao">
            <div className="flex items-start justify-between gap-2">
              <VeiculoDaRevisao r={r} />
              <RevisaoSituacaoBadge situacao={r.situacao} />
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Cliente</dt>
                <dd className="truncate">{r.cliente.nome}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Serviço</dt>
                <dd className="truncate">{r.servico.descricao}</dd>
              </div>
              <div className="col-span-2 min-w-0">
                <dt className="text-xs text-muted-foreground">Vence</dt>
                <dd>
                  <PrazoDaRevisao r={r} hoje={hoje} />
                </dd>
              </div>
            </dl>
            <RevisaoAcoes r={r} acoes={acoes} touch />
          </Card>
        </li>
      ))}
    </ul>
  )
}
