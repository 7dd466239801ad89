import { type AtualizarVistoriaInput, vistoriaView } from '../../../../shared/vistoria/vistoria.schemas'
import { apiFetch } from '../../../lib/api-client'

/** PATCH /api/vistorias/:id: the fields sent replace the stored ones (the marks as a whole list). */
export const atualizarVistoria = async (id: string, input: AtualizarVistoriaInput) =>
  vistoriaView.parse(
    await apiFetch<unknown>(`/api/vistorias/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
  )
