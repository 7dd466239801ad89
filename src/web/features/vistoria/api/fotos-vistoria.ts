import { z } from 'zod'
import { ApiError, apiFetch } from '../../../lib/api-client'

const fotoView = z.object({ id: z.uuid(), url: z.string() })

/** POST /api/vistorias/:id/fotos (multipart: the browser's FormData). */
export async function enviarFotoDaVistoria(id: string, file: Blob, fileName: string) {
  const form = new FormData()
  form.append('arquivo', file, fileName)
  const response = await fetch(`/api/vistorias/${encodeURIComponent(id)}/fotos`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  })
  const payload: unknown = await response.json().catch(() => undefined)
  if (response.ok) return fotoView.parse(payload)
  const error = (payload as { error?: { code?: string; message?: string } } | undefined)?.error
  throw new ApiError({
    status: response.status,
    code: error?.code ?? 'unknown',
    message: error?.message ?? 'Erro ao enviar a foto',
    fromServer: Boolean(error?.message),
  })
}

/** DELETE /api/vistorias/:id/fotos/:fotoId */
export const removerFotoDaVistoria = (id: string, fotoId: string) =>
  apiFetch<unknown>(`/api/vistorias/${encodeURIComponent(id)}/fotos/${encodeURIComponent(fotoId)}`, {
    method: 'DELETE',
  })
