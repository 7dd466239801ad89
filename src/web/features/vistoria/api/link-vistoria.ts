import { vistoriaLinkView } from '../../../../shared/vistoria/vistoria.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/vistorias/:id/link: the customer's page to review and sign. */
export const linkDaVistoria = async (id: string) =>
  vistoriaLinkView.parse(
    await apiFetch<unknown>(`/api/vistorias/${encodeURIComponent(id)}/link`, { method: 'POST', body: {} }),
  )
