import { useQuery } from '@tanstack/react-query'
import { type VistoriaModelo, vistoriaModeloView } from '../../../../shared/vistoria/vistoria.schemas'
import { apiFetch } from '../../../lib/api-client'
import { vistoriaKeys } from './vistoria-keys'

/** GET /api/vistorias/modelo: the company's checklist and terms. */
export const useModeloDeVistoria = () =>
  useQuery({
    queryKey: vistoriaKeys.modelo,
    queryFn: async ({ signal }) =>
      vistoriaModeloView.parse(await apiFetch<unknown>('/api/vistorias/modelo', { signal })),
  })

/** PUT /api/vistorias/modelo (admin). */
export const salvarModeloDeVistoria = async (modelo: VistoriaModelo) =>
  vistoriaModeloView.parse(await apiFetch<unknown>('/api/vistorias/modelo', { method: 'PUT', body: modelo }))
