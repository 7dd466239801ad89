import { type FiltroDeRevisao, filtrosDeRevisao } from '../../../../shared/revisoes/revisoes.schemas'
import { oneOf } from '../../../lib/param-values'
import type { RevisoesListQuery } from '../api/get-revisoes'

/** The screen opens on what to call about now: the revisions due this month. */
export const FILTRO_PADRAO: FiltroDeRevisao = 'mes'

/** The API query of /agenda/revisoes from its URL; an unknown `filtro` reads as the default. */
export function readRevisoesParams(
  params: URLSearchParams,
  { q, page }: { q: string; page: number },
): RevisoesListQuery {
  return {
    filtro: oneOf(filtrosDeRevisao, params.get('filtro')) ?? FILTRO_PADRAO,
    q: q || undefined,
    page,
    pageSize: 20,
  }
}

/** 'Agendar': the agenda's new-appointment form, filled with the customer, vehicle and service. */
export function linkParaAgendar(r: {
  cliente: { id: string }
  veiculo: { id: string }
  servico: { descricao: string }
}) {
  const params = new URLSearchParams({
    novo: '1',
    cliente_id: r.cliente.id,
    veiculo_id: r.veiculo.id,
    motivo: r.servico.descricao,
  })
  return `/agenda?${params}`
}
