import { useMutation } from '@tanstack/react-query'
import { type OsEmailInput, osEmailResult } from '../../../../shared/os/compartilhar.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/os/:id/email: the PDF sent by the server's SMTP; `enviado: false` when the send failed. */
export const enviarOsPorEmail = async (osId: string, body: OsEmailInput) =>
  osEmailResult.parse(
    await apiFetch<unknown>(`/api/os/${encodeURIComponent(osId)}/email`, { method: 'POST', body }),
  )

export const useEnviarOsPorEmail = (osId: string) =>
  useMutation({ mutationFn: (body: OsEmailInput) => enviarOsPorEmail(osId, body) })
