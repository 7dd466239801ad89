import { situacoesNota } from '../../../../shared/fiscal/fiscal'
import type { NotasListQuery } from '../../../../shared/fiscal/relatorio.schemas'
import { limitesDoMes } from '../../../../shared/fiscal/relatorio.schemas'
import { dateParam, oneOf, uuidParam } from '../../../lib/param-values'

/** SPEC §9: lists page by 10. */
export const NOTAS_PAGE_SIZE = 10

/** The filters of /notas-fiscais; the customer's name only labels the combobox. */
export type NotasFilters = {
  de: string
  ate: string
  situacao?: (typeof situacoesNota)[number]
  cliente_id?: string
  cliente_nome?: string
}

/** What 'Limpar filtros' removes from the URL (the period goes back to this month). */
export const notasFilterKeys = ['de', 'ate', 'situacao', 'cliente_id', 'cliente_nome'] as const

/**
 * Filters and the API query of /notas-fiscais from its URL. The period is always set: this month (the
 * company's today) unless the URL says otherwise. A value the server would refuse (a hand-edited link)
 * is dropped; an end before the start is kept for the field, which shows why, but not sent.
 */
export function readNotasParams(
  params: URLSearchParams,
  { page, q }: { page: number; q: string },
  hoje: string,
) {
  const mes = limitesDoMes(hoje.slice(0, 7))
  const clienteId = uuidParam(params.get('cliente_id'))
  const filters: NotasFilters = {
    de: dateParam(params.get('de')) ?? mes.de,
    ate: dateParam(params.get('ate')) ?? mes.ate,
    situacao: oneOf(situacoesNota, params.get('situacao')),
    cliente_id: clienteId,
    cliente_nome: clienteId ? (params.get('cliente_nome') ?? undefined) : undefined,
  }
  const periodoInvalido = filters.ate < filters.de
  const noMesCorrente = filters.de === mes.de && filters.ate === mes.ate
  const activeFilters =
    (noMesCorrente ? 0 : 1) + [filters.situacao, filters.cliente_id].filter(Boolean).length
  const { cliente_nome: _, ...sent } = filters
  const query: NotasListQuery = {
    page,
    pageSize: NOTAS_PAGE_SIZE,
    q: q || undefined,
    ...sent,
    ate: periodoInvalido ? undefined : filters.ate,
  }
  return { filters, activeFilters, periodoInvalido, query, mesDoZip: filters.de.slice(0, 7) }
}
