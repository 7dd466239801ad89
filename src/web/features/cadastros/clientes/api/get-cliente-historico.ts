import { queryOptions, useQuery } from '@tanstack/react-query'
import { clienteHistoricoView } from '../../../../../shared/cadastros/historico.schemas'
import { apiFetch } from '../../../../lib/api-client'
import { osKeys } from '../../../../lib/query-keys'

/** GET /api/clientes/:id/historico */
export const getClienteHistorico = async (id: string, signal?: AbortSignal) =>
  clienteHistoricoView.parse(
    await apiFetch<unknown>(`/api/clientes/${encodeURIComponent(id)}/historico`, { signal }),
  )

// Under the OS root: OS writes and register changes (the 'cadastros' live event) both refresh it.
export const clienteHistoricoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...osKeys.all, 'historico-cliente', id] as const,
    queryFn: ({ signal }) => getClienteHistorico(id, signal),
  })

export const useClienteHistorico = (id: string) => useQuery(clienteHistoricoQueryOptions(id))
