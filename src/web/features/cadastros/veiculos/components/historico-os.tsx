import { Camera } from 'lucide-react'
import { Link } from 'react-router'
import type { HistoricoOs } from '../../../../../shared/cadastros/historico.schemas'
import { formatDate } from '../../../../../shared/formatos/data'
import { formatKm, formatPlaca } from '../../../../../shared/formatos/exibir'
import { formatCurrency } from '../../../../../shared/formatos/moeda'
import { OsStatusBadge } from '../../../../components/os-status-badge'
import { HistoricoSecao } from './historico-estados'

/** The OS timeline, newest first; `mostrarVeiculo` on the customer's page (they may own several). */
export function HistoricoOsLista({
  os,
  total,
  mostrarVeiculo = false,
}: {
  os: HistoricoOs[]
  total: number
  mostrarVeiculo?: boolean
}) {
  const titulo =
    total > os.length ? `Ordens de serviço (últimas ${os.length} de ${total})` : 'Ordens de serviço'
  return (
    <HistoricoSecao titulo={titulo} vazio={os.length === 0 ? 'Nenhuma ordem de serviço ainda.' : null}>
      <ol className="grid gap-3" aria-label="Linha do tempo das ordens de serviço">
        {os.map((o) => (
          <li key={o.id} className="grid gap-1 rounded-md border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link to={`/os/${o.id}`} className="font-medium hover:underline">
                OS {o.numero_os}
              </Link>
              <OsStatusBadge status={o.status} />
            </div>
            <p className="text-muted-foreground text-sm">
              {formatDate(o.data_abertura)}
              {o.km_entrada !== null && ` · ${formatKm(o.km_entrada)}`}
              {mostrarVeiculo && o.veiculo && ` · ${o.veiculo.modelo} ${formatPlaca(o.veiculo.placa)}`}
              {` · ${formatCurrency(o.total_geral)}`}
            </p>
            {o.servicos.length > 0 && (
              <p className="break-words text-sm">Serviços: {o.servicos.join(', ')}</p>
            )}
            {o.produtos.length > 0 && <p className="break-words text-sm">Peças: {o.produtos.join(', ')}</p>}
            {o.fotos_total > 0 && (
              <div className="flex flex-wrap items-center gap-2">
                {o.fotos.map((url) => (
                  <img key={url} src={url} alt="" loading="lazy" className="size-14 rounded object-cover" />
                ))}
                <span className="inline-flex items-center gap-1 text-muted-foreground text-xs">
                  <Camera className="size-3" aria-hidden="true" />
                  {o.fotos_total === 1 ? '1 foto' : `${o.fotos_total} fotos`}
                </span>
              </div>
            )}
          </li>
        ))}
      </ol>
    </HistoricoSecao>
  )
}
