import { queryOptions, useQuery } from '@tanstack/react-query'
import { veiculoHistoricoView } from '../../../../../shared/cadastros/historico.schemas'
import { apiFetch } from '../../../../lib/api-client'
import { osKeys } from '../../../../lib/query-keys'

/** GET /api/veiculos/:id/historico */
export const getVeiculoHistorico = async (id: string, signal?: AbortSignal) =>
  veiculoHistoricoView.parse(
    await apiFetch<unknown>(`/api/veiculos/${encodeURIComponent(id)}/historico`, { signal }),
  )

// Under the OS root: OS writes and register changes (the 'cadastros' live event) both refresh it.
export const veiculoHistoricoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...osKeys.all, 'historico-veiculo', id] as const,
    queryFn: ({ signal }) => getVeiculoHistorico(id, signal),
  })

export const useVeiculoHistorico = (id: string) => useQuery(veiculoHistoricoQueryOptions(id))
