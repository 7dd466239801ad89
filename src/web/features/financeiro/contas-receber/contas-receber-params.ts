import { type TitulosListQuery, tituloFiltroStatus } from '../../../../shared/financeiro/financeiro.schemas'
import { dateParam, oneOf, uuidParam } from '../../../lib/param-values'

/** SPEC §9: lists page by 10. */
export const TITULOS_PAGE_SIZE = 10

/** The filters of /contas-receber; the client's name only labels the combobox. */
export type TitulosFilters = {
  de?: string
  ate?: string
  cliente_id?: string
  cliente_nome?: string
  status?: (typeof tituloFiltroStatus)[number]
}

/** What 'Limpar Filtros' removes from the URL. */
export const titulosFilterKeys = ['de', 'ate', 'cliente_id', 'cliente_nome', 'status'] as const

/**
 * Filters and the API query of /contas-receber from its URL (useListParams reads the page). Values the
 * server would refuse (a hand-edited link) are dropped instead of becoming an error; an end date before
 * the start is kept for the field (which shows why) but not sent.
 */
export function readContasReceberParams(params: URLSearchParams, { page }: { page: number }) {
  const clienteId = uuidParam(params.get('cliente_id'))
  const filters: TitulosFilters = {
    de: dateParam(params.get('de')),
    ate: dateParam(params.get('ate')),
    cliente_id: clienteId,
    cliente_nome: clienteId ? (params.get('cliente_nome') ?? undefined) : undefined,
    status: oneOf(tituloFiltroStatus, params.get('status')),
  }
  const { cliente_nome, ...sent } = filters
  const activeFilters = Object.values(sent).filter(Boolean).length
  const periodoInvalido = Boolean(filters.de && filters.ate && filters.ate < filters.de)
  const query: TitulosListQuery = {
    page,
    pageSize: TITULOS_PAGE_SIZE,
    ...sent,
    ate: periodoInvalido ? undefined : filters.ate,
  }
  return { filters, activeFilters, periodoInvalido, query }
}
