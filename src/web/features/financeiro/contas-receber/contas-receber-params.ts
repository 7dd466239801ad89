import { type TitulosListQuery, tituloFiltroStatus } from '../../../../shared/financeiro/financeiro.schemas'

/** SPEC §9: lists page by 10. */
export const TITULOS_PAGE_SIZE = 10

/** The filters of /contas-receber; the client's name only labels the combobox. */
export type TitulosFiltros = {
  de?: string
  ate?: string
  cliente_id?: string
  cliente_nome?: string
  status?: (typeof tituloFiltroStatus)[number]
}

export const filtroKeys = ['de', 'ate', 'cliente_id', 'cliente_nome', 'status'] as const

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/
const matching = (re: RegExp, value: string | null) => (value && re.test(value) ? value : undefined)

/**
 * Filters and page from the URL. Values the server would refuse (a hand-edited link) are dropped instead
 * of becoming an error; an end date before the start is kept for the field (which shows why) but not sent.
 */
export function lerFiltrosTitulos(params: URLSearchParams): {
  filtros: TitulosFiltros
  page: number
  periodoInvalido: boolean
  query: TitulosListQuery
} {
  const clienteId = matching(UUID_RE, params.get('cliente_id'))
  const status = params.get('status')
  const filtros: TitulosFiltros = {
    de: matching(DATE_RE, params.get('de')),
    ate: matching(DATE_RE, params.get('ate')),
    cliente_id: clienteId,
    cliente_nome: clienteId ? (params.get('cliente_nome') ?? undefined) : undefined,
    status: (tituloFiltroStatus as readonly string[]).includes(status ?? '')
      ? (status as TitulosFiltros['status'])
      : undefined,
  }
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const periodoInvalido = Boolean(filtros.de && filtros.ate && filtros.ate < filtros.de)
  return {
    filtros,
    page,
    periodoInvalido,
    query: {
      page,
      pageSize: TITULOS_PAGE_SIZE,
      de: filtros.de,
      ate: periodoInvalido ? undefined : filtros.ate,
      cliente_id: filtros.cliente_id,
      status: filtros.status,
    },
  }
}

/** How many filters narrow the list (the client's name is not one). */
export const filtrosAtivos = (filtros: TitulosFiltros): number =>
  [filtros.de, filtros.ate, filtros.cliente_id, filtros.status].filter(Boolean).length
