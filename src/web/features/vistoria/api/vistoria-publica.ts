import { useQuery } from '@tanstack/react-query'
import {
  type AssinarPeloPortalInput,
  vistoriaPublicaView,
} from '../../../../shared/vistoria/vistoria.schemas'
import { apiFetch } from '../../../lib/api-client'

const url = (token: string) => `/api/public/vistorias/${encodeURIComponent(token)}`

/** GET /api/public/vistorias/:token: the customer's page (no session). */
export const useVistoriaPublica = (token: string) =>
  useQuery({
    queryKey: ['vistoria-publica', token],
    queryFn: async ({ signal }) => vistoriaPublicaView.parse(await apiFetch<unknown>(url(token), { signal })),
    retry: false,
  })

/** POST /api/public/vistorias/:token/assinar */
export const assinarPeloLink = async (token: string, input: AssinarPeloPortalInput) =>
  vistoriaPublicaView.parse(await apiFetch<unknown>(`${url(token)}/assinar`, { method: 'POST', body: input }))
