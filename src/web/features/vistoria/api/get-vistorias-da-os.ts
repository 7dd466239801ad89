import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { vistoriaResumo } from '../../../../shared/vistoria/vistoria.schemas'
import { apiFetch } from '../../../lib/api-client'
import { vistoriaKeys } from './vistoria-keys'

/** GET /api/os/:id/vistorias: every version of both kinds. */
export const getVistoriasDaOs = async (osId: string, signal?: AbortSignal) =>
  z
    .array(vistoriaResumo)
    .parse(await apiFetch<unknown>(`/api/os/${encodeURIComponent(osId)}/vistorias`, { signal }))

export const useVistoriasDaOs = (osId: string) =>
  useQuery({ queryKey: vistoriaKeys.daOs(osId), queryFn: ({ signal }) => getVistoriasDaOs(osId, signal) })
