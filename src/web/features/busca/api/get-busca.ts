import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { BUSCA_MIN, buscaResultado } from '../../../../shared/busca/busca.schemas'
import { apiFetch } from '../../../lib/api-client'
import { useDebouncedValue } from '../../../lib/use-debounced-value'

export const buscaKeys = {
  all: ['busca'] as const,
  termo: (q: string) => ['busca', q] as const,
}

/** GET /api/busca?q=: the groups the user may see, a few results each. */
export const getBusca = async (q: string, signal?: AbortSignal) =>
  buscaResultado.parse(await apiFetch<unknown>(`/api/busca?q=${encodeURIComponent(q)}`, { signal }))

export const buscaQuery = (q: string) =>
  queryOptions({
    queryKey: buscaKeys.termo(q),
    queryFn: ({ signal }) => getBusca(q, signal),
    // Records change under other screens' mutations: a term typed again asks again (showing the last
    // answer meanwhile). Errors show inside the results, not as a toast.
    staleTime: 0,
    enabled: q.length >= BUSCA_MIN,
    placeholderData: keepPreviousData,
  })

/**
 * The global search for what is being typed: one request per pause in typing (250 ms). `termo` is the
 * term the results belong to; `digitando` is true while the text has not settled into a request yet.
 */
export function useBusca(texto: string) {
  const atual = texto.trim()
  const termo = useDebouncedValue(atual, 250)
  const query = useQuery(buscaQuery(termo))
  return { ...query, termo, digitando: atual !== termo }
}
