import { useSearchParams } from 'react-router'
import { type OsListQuery, osSortKeys, prioridades } from '../../../../shared/os/os.schemas'
import { osStatuses } from '../../../../shared/os/os-status'
import { useListParams } from '../../../components/register-list/use-list-params'

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

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined
const matching = (re: RegExp, value: string | null) => (value && re.test(value) ? value : undefined)

const filterKeys = [
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
 * Search, filters, page and sort of /os live in the URL, so reload, back and a shared link keep the place.
 * Values the server would refuse (a hand-edited link) are ignored instead of turning into an error.
 */
export function useOsListParams() {
  const { q, page, search, setSearch, setPage, clearSearch } = useListParams()
  const [params, setParams] = useSearchParams()

  const clienteId = matching(UUID_RE, params.get('cliente_id'))
  const tecnicoId = matching(UUID_RE, params.get('tecnico_id'))
  const filters: OsFilters = {
    status: oneOf(osStatuses, params.get('status')),
    recusado: oneOf(['1'] as const, params.get('recusado')),
    prioridade: oneOf(prioridades, params.get('prioridade')),
    cliente_id: clienteId,
    cliente_nome: clienteId ? (params.get('cliente_nome') ?? undefined) : undefined,
    tecnico_id: tecnicoId,
    tecnico_nome: tecnicoId ? (params.get('tecnico_nome') ?? undefined) : undefined,
    de: matching(DATE_RE, params.get('de')),
    ate: matching(DATE_RE, params.get('ate')),
  }
  const sort: OsSortKey = oneOf(osSortKeys, params.get('sort')) ?? 'criado_em'
  const dir: SortDir = oneOf(['asc', 'desc'] as const, params.get('dir')) ?? 'desc'

  /** What GET /api/os and the export receive (the display names stay out). */
  const query: OsListQuery = {
    q: q || undefined,
    page,
    pageSize: OS_PAGE_SIZE,
    status: filters.status,
    recusado: filters.recusado,
    prioridade: filters.prioridade,
    cliente_id: filters.cliente_id,
    tecnico_id: filters.tecnico_id,
    de: filters.de,
    ate: filters.ate,
    sort,
    dir,
  }

  const activeFilters = [
    filters.status,
    filters.recusado,
    filters.prioridade,
    filters.cliente_id,
    filters.tecnico_id,
    filters.de,
    filters.ate,
  ].filter(Boolean).length

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        change(next)
        return next
      },
      { replace: true },
    )

  /** Changes some filters and goes back to page 1. */
  const setFilters = (patch: Partial<OsFilters>) =>
    update((next) => {
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value)
        else next.delete(key)
      }
      next.delete('page')
    })

  const clearFilters = () =>
    update((next) => {
      for (const key of filterKeys) next.delete(key)
      next.delete('page')
    })

  /**
   * A header click: the same column flips the direction; another starts where it matters most (the nearest
   * deadline first, the newest number and opening, the largest value).
   */
  const toggleSort = (key: OsSortKey) => {
    const first: SortDir = key === 'previsao_entrega' ? 'asc' : 'desc'
    setSort(key, key !== sort ? first : dir === 'asc' ? 'desc' : 'asc')
  }

  const setSort = (key: OsSortKey, nextDir: SortDir) =>
    update((next) => {
      if (key === 'criado_em' && nextDir === 'desc') {
        next.delete('sort')
        next.delete('dir')
      } else {
        next.set('sort', key)
        next.set('dir', nextDir)
      }
      next.delete('page')
    })

  return {
    q,
    page,
    search,
    setSearch,
    setPage,
    clearSearch,
    filters,
    activeFilters,
    setFilters,
    clearFilters,
    sort,
    dir,
    toggleSort,
    setSort,
    query,
  }
}
