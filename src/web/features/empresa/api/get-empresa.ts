import { queryOptions, useQuery } from '@tanstack/react-query'
import { empresaMessages } from '../../../../shared/empresa/empresa.messages'
import { type EmpresaView, empresaView } from '../../../../shared/empresa/empresa.schemas'
import { apiFetch } from '../../../lib/api-client'

export const empresaQueryKey = ['empresa'] as const

/** GET /api/empresa: the company's settings (every member reads them). */
export async function getEmpresa(signal?: AbortSignal): Promise<EmpresaView> {
  return empresaView.parse(await apiFetch<unknown>('/api/empresa', { signal }))
}

export const empresaQueryOptions = () =>
  queryOptions({
    queryKey: empresaQueryKey,
    queryFn: ({ signal }) => getEmpresa(signal),
    meta: { errorMessage: empresaMessages.erroCarregar },
  })

export function useEmpresa() {
  return useQuery(empresaQueryOptions())
}
