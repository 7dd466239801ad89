import { type AssinarNoBalcaoInput, vistoriaView } from '../../../../shared/vistoria/vistoria.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/vistorias/:id/assinar: the customer signs on this device. */
export const assinarVistoria = async (id: string, input: AssinarNoBalcaoInput) =>
  vistoriaView.parse(
    await apiFetch<unknown>(`/api/vistorias/${encodeURIComponent(id)}/assinar`, {
      method: 'POST',
      body: input,
    }),
  )
