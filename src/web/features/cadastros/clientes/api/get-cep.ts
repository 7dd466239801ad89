import { queryOptions } from '@tanstack/react-query'
import { type EnderecoCep, enderecoCep } from '../../../../../shared/cadastros/cep.schemas'
import { apiFetch } from '../../../../lib/api-client'

/**
 * GET /api/cep/:cep (8 digits). Any failure — unknown CEP (404), provider down, no connection — is null:
 * the form then simply leaves the address as it is (SPEC: "If not found, nothing happens silently").
 */
export async function getCep(cep: string, signal?: AbortSignal): Promise<EnderecoCep | null> {
  try {
    return enderecoCep.parse(await apiFetch<unknown>(`/api/cep/${cep}`, { signal }))
  } catch {
    return null
  }
}

export const cepQueryOptions = (cep: string) =>
  queryOptions({
    queryKey: ['cep', cep],
    queryFn: ({ signal }) => getCep(cep, signal),
    // An address does not move: one answer per CEP for the whole session.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
