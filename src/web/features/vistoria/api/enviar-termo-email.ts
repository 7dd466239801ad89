import { type TermoEmailInput, termoEmailResult } from '../../../../shared/vistoria/vistoria.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/vistorias/:id/email: the term's PDF to the customer's email (or the one typed). */
export const enviarTermoPorEmail = async (id: string, input: TermoEmailInput) =>
  termoEmailResult.parse(
    await apiFetch<unknown>(`/api/vistorias/${encodeURIComponent(id)}/email`, {
      method: 'POST',
      body: input,
    }),
  )
