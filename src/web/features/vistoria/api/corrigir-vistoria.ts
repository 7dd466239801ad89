import { vistoriaView } from '../../../../shared/vistoria/vistoria.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/vistorias/:id/corrigir: a new draft version; the signed one is kept. */
export const corrigirVistoria = async (id: string) =>
  vistoriaView.parse(
    await apiFetch<unknown>(`/api/vistorias/${encodeURIComponent(id)}/corrigir`, {
      method: 'POST',
      body: {},
    }),
  )
