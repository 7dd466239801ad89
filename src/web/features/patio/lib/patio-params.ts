import { prioridades } from '../../../../shared/os/os.schemas'
import type { PatioQuery } from '../../../../shared/patio/patio.schemas'
import { oneOf, uuidParam } from '../../../lib/param-values'

/** What 'Limpar filtros' removes from the URL (the search and the full-screen mode stay). */
export const patioFiltroKeys = ['tecnico_id', 'tecnico_nome', 'prioridade', 'atrasadas'] as const

export type PatioFiltros = {
  tecnico_id?: string
  /** Only labels the combobox. */
  tecnico_nome?: string
  prioridade?: PatioQuery['prioridade']
  atrasadas?: boolean
}

/**
 * The board's filters and API query from its URL (`?q=&tecnico_id=&prioridade=&atrasadas=1&tela=cheia`).
 * A value the server would refuse (a hand-edited link) is ignored.
 */
export function readPatioParams(params: URLSearchParams, q: string) {
  const tecnicoId = uuidParam(params.get('tecnico_id'))
  const filtros: PatioFiltros = {
    tecnico_id: tecnicoId,
    tecnico_nome: tecnicoId ? (params.get('tecnico_nome') ?? undefined) : undefined,
    prioridade: oneOf(prioridades, params.get('prioridade')),
    atrasadas: params.get('atrasadas') === '1',
  }
  const query: PatioQuery = {
    q: q || undefined,
    tecnico_id: filtros.tecnico_id,
    prioridade: filtros.prioridade,
    atrasadas: filtros.atrasadas ? 'true' : undefined,
  }
  const ativos = [filtros.tecnico_id, filtros.prioridade, filtros.atrasadas].filter(Boolean).length
  return { filtros, query, ativos, telaCheia: params.get('tela') === 'cheia' }
}
