import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { type AtividadesQuery, atividadesPage } from '../../../../shared/atividades/atividades.schemas'
import { apiFetch } from '../../../lib/api-client'
import { queryString } from '../../../lib/query-string'

export type FiltrosDoRegistro = Omit<AtividadesQuery, 'antes' | 'limite'>

export const atividadesKeys = {
  lista: (filtros: FiltrosDoRegistro) => ['atividades', 'lista', filtros] as const,
}

export const LIMITE_DA_PAGINA = 30

/** GET /api/atividades: one page older than `antes` (none: the newest). */
export const listarAtividades = async (query: AtividadesQuery, signal?: AbortSignal) =>
  atividadesPage.parse(await apiFetch<unknown>(`/api/atividades${queryString(query)}`, { signal }))

/** The log as 'Carregar mais' reads it: each page continues from the previous page's cursor. */
export const atividadesQuery = (filtros: FiltrosDoRegistro) =>
  infiniteQueryOptions({
    queryKey: atividadesKeys.lista(filtros),
    queryFn: ({ pageParam, signal }) =>
      listarAtividades({ ...filtros, limite: LIMITE_DA_PAGINA, antes: pageParam ?? undefined }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (ultima) => ultima.proximo,
    placeholderData: keepPreviousData,
  })

export const useAtividades = (filtros: FiltrosDoRegistro) => useInfiniteQuery(atividadesQuery(filtros))
