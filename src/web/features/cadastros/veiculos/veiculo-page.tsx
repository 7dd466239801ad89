import { Phone } from 'lucide-react'
import { Link, useParams } from 'react-router'
import type { VeiculoHistoricoView } from '../../../../shared/cadastros/historico.schemas'
import { formatDateOrDash } from '../../../../shared/formatos/data'
import { formatKm, formatPlaca, formatTelefone } from '../../../../shared/formatos/exibir'
import { revisaoSituacaoLabels } from '../../../../shared/revisoes/revisoes'
import { Badge } from '../../../components/ui/badge'
import { useVeiculoHistorico } from './api/get-veiculo-historico'
import { HistoricoCabecalho } from './components/historico-cabecalho'
import { HistoricoCarregado, HistoricoSecao } from './components/historico-estados'
import { HistoricoOsLista } from './components/historico-os'

/** /cadastros/veiculos/:id (issue 27 item 4): the vehicle, its owner, its OS timeline and revisions. */
export function VeiculoPage() {
  const { id = '' } = useParams()
  const query = useVeiculoHistorico(id)
  return (
    <HistoricoCarregado query={query} rotulo="Carregando veículo" naoEncontrado="Veículo não encontrado.">
      {(h) => <Veiculo h={h} />}
    </HistoricoCarregado>
  )
}

function Veiculo({ h }: { h: VeiculoHistoricoView }) {
  const v = h.veiculo
  const telefone = h.cliente.celular ?? h.cliente.telefone
  return (
    <div className="grid min-w-0 gap-4">
      <HistoricoCabecalho
        lista={{ para: '/cadastros/veiculos', nome: 'Veículos' }}
        titulo={`${v.marca} ${v.modelo}`}
        descricao={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-mono tracking-wide">{formatPlaca(v.placa)}</span>
            {v.ano && <span>{v.ano}</span>}
            {v.cor && <span>{v.cor}</span>}
            <span>{v.km_atual !== null ? formatKm(v.km_atual) : 'KM não informado'}</span>
          </span>
        }
        agendar={`/agenda?novo=1&cliente_id=${h.cliente.id}&veiculo_id=${v.id}`}
      />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <HistoricoOsLista os={h.os} total={h.os_total} />
        <div className="grid content-start gap-4">
          <HistoricoSecao titulo="Proprietário" vazio={null}>
            <div className="grid gap-1 text-sm">
              <Link to={`/cadastros/clientes/${h.cliente.id}`} className="font-medium hover:underline">
                {h.cliente.nome_razao}
              </Link>
              {telefone && (
                <a href={`tel:${telefone}`} className="inline-flex items-center gap-1 hover:underline">
                  <Phone className="size-4" aria-hidden="true" /> {formatTelefone(telefone)}
                </a>
              )}
            </div>
          </HistoricoSecao>
          {h.revisoes && (
            <HistoricoSecao
              titulo="Revisões em aberto"
              vazio={h.revisoes.length === 0 ? 'Nenhuma revisão prevista.' : null}
            >
              <ul className="grid gap-2 text-sm">
                {h.revisoes.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 break-words">
                      {r.servico}
                      <span className="block text-muted-foreground text-xs">
                        {`Vence em ${formatDateOrDash(r.vence_em)}`}
                        {r.km_previsto !== null && ` ou aos ${formatKm(r.km_previsto)}`}
                      </span>
                    </span>
                    <Badge variant={r.situacao === 'contatado' ? 'secondary' : 'warning'}>
                      {revisaoSituacaoLabels[r.situacao]}
                    </Badge>
                  </li>
                ))}
              </ul>
            </HistoricoSecao>
          )}
        </div>
      </div>
    </div>
  )
}
