import { queryOptions, useQuery } from '@tanstack/react-query'
import { vistoriaView } from '../../../../shared/vistoria/vistoria.schemas'
import { apiFetch } from '../../../lib/api-client'
import { vistoriaKeys } from './vistoria-keys'

/** GET /api/vistorias/:id */
export const getVistoria = async (id: string, signal?: AbortSignal) =>
  vistoriaView.parse(await apiFetch<unknown>(`/api/vistorias/${encodeURIComponent(id)}`, { signal }))

export const vistoriaQueryOptions = (id: string) =>
  queryOptions({ queryKey: vistoriaKeys.detalhe(id), queryFn: ({ signal }) => getVistoria(id, signal) })

export const useVistoria = (id: string) => useQuery(vistoriaQueryOptions(id))
