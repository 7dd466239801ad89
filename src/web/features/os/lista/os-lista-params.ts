import { type OsListQuery, osSortKeys, prioridades } from '../../../../shared/os/os.schemas'
import { osStatuses } from '../../../../shared/os/os-status'
import type { ParamsPatch } from '../../../components/list/use-list-params'
import { dateParam, oneOf, uuidParam } from '../../../lib/param-values'

/** SPEC §9: lists page by 10. */
export const OS_PAGE_SIZE = 10

export type OsSortKey = (typeof osSortKeys)[number]
export type SortDir = 'asc' | 'desc'

/** The filters of the collapsible panel; the names of the client and technician only label the comboboxes. */
export type OsFilters = {
  status?: OsListQuery['status']
  /** Quotes the customer refused, still waiting for the shop. */
  recusado?: OsListQuery['recusado']
  prioridade?: OsListQuery['prioridade']
  cliente_id?: string
  cliente_nome?: string
  tecnico_id?: string
  tecnico_nome?: string
  de?: string
  ate?: string
}

/** What 'Limpar filtros' removes from the URL (the search and the sort stay). */
export const osFilterKeys = [
  'status',
  'recusado',
  'prioridade',
  'cliente_id',
  'cliente_nome',
  'tecnico_id',
  'tecnico_nome',
  'de',
  'ate',
] as const

/**
 * Filters, sort and the API query of /os from its URL (useListParams reads the search and the page).
 * Values the server would refuse (a hand-edited link) are ignored instead of turning into an error.
 */
export function readOsListaParams(params: URLSearchParams, { q, page }: { q: string; page: number }) {
  const clienteId = uuidParam(params.get('cliente_id'))
  const tecnicoId = uuidParam(params.get('tecnico_id'))
  const filters: OsFilters = {
    status: oneOf(osStatuses, params.get('status')),
    recusado: oneOf(['1'] as const, params.get('recusado')),
    prioridade: oneOf(prioridades, params.get('prioridade')),
    cliente_id: clienteId,
    cliente_nome: clienteId ? (params.get('cliente_nome') ?? undefined) : undefined,
    tecnico_id: tecnicoId,
    tecnico_nome: tecnicoId ? (params.get('tecnico_nome') ?? undefined) : undefined,
    de: dateParam(params.get('de')),
    ate: dateParam(params.get('ate')),
  }
  const sort: OsSortKey = oneOf(osSortKeys, params.get('sort')) ?? 'criado_em'
  const dir: SortDir = oneOf(['asc', 'desc'] as const, params.get('dir')) ?? 'desc'
  const { cliente_nome, tecnico_nome, ...sent } = filters
  const activeFilters = Object.values(sent).filter(Boolean).length
  /** What GET /api/os and the export receive (the display names stay out). */
  const query: OsListQuery = { q: q || undefined, page, pageSize: OS_PAGE_SIZE, ...sent, sort, dir }
  return { filters, activeFilters, sort, dir, query }
}

/** The URL values of a sort; the default one (newest first) leaves none. */
export const sortPatch = (key: OsSortKey, dir: SortDir): ParamsPatch =>
  key === 'criado_em' && dir === 'desc' ? { sort: undefined, dir: undefined } : { sort: key, dir }

/**
 * A header click: the same column flips the direction; another starts where it matters most (the nearest
 * deadline first, the newest number and opening, the largest value).
 */
export const nextSortDir = (key: OsSortKey, sort: OsSortKey, dir: SortDir): SortDir => {
  if (key !== sort) return key === 'previsao_entrega' ? 'asc' : 'desc'
  return dir === 'asc' ? 'desc' : 'asc'
}
