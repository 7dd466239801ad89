import { queryOptions } from '@tanstack/react-query'
import { type EnderecoCep, enderecoCep } from '../../../shared/cadastros/cep.schemas'
import { ApiError, apiFetch } from '../../lib/api-client'

/**
 * GET /api/cep/:cep (8 digits): the address, or null when the CEP does not exist (404). Any other failure
 * — the providers down (503), no connection — throws, so the form can say the lookup itself failed.
 */
export async function getCep(cep: string, signal?: AbortSignal): Promise<EnderecoCep | null> {
  try {
    return enderecoCep.parse(await apiFetch<unknown>(`/api/cep/${cep}`, { signal }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export const cepQueryOptions = (cep: string) =>
  queryOptions({
    queryKey: ['cep', cep],
    queryFn: ({ signal }) => getCep(cep, signal),
    // An address does not move: one answer per CEP for the whole session (a failure is not kept).
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
