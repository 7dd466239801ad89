import { Link } from 'react-router'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { Card } from '../../../components/ui/card'
import { NotaDocumentos } from './nota-documentos'
import { NotaSituacaoBadge } from './nota-situacao-badge'
import { dataDaNota, type NotasRowsProps } from './notas-tabela'

/** Phones (< 768 px): each note is a card with number, OS, tomador, value, ISS, state and documents. */
export function NotasCards({ rows, fuso }: NotasRowsProps) {
  return (
    <ul className="grid gap-3" aria-label="Notas fiscais de serviço">
      {rows.map((n) => (
        <li key={n.id}>
          <Card className="grid gap-2 p-3" data-testid="nota-linha">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold tabular-nums">{n.numero ? `NFS-e ${n.numero}` : 'Sem número'}</p>
                <Link to={`/os/${n.os_id}`} className="text-sm text-primary tabular-nums hover:underline">
                  {n.numero_os}
                </Link>
                <p className="truncate text-sm">{n.tomador_nome}</p>
              </div>
              <NotaSituacaoBadge situacao={n.situacao} />
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Data</dt>
                <dd className="tabular-nums">{dataDaNota(n, fuso)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Valor</dt>
                <dd className="tabular-nums">{formatCurrency(n.valor_servicos)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{n.iss_retido ? 'ISS retido' : 'ISS'}</dt>
                <dd className="tabular-nums">{formatCurrency(n.valor_iss)}</dd>
              </div>
            </dl>
            <NotaDocumentos nota={n} className="[&>a]:flex-1" />
          </Card>
        </li>
      ))}
    </ul>
  )
}
