import { z } from 'zod'
import { apiFetch } from '../../../lib/api-client'

const fotoView = z.object({ id: z.uuid(), url: z.string() })
const url = (id: string) => `/api/vistorias/${encodeURIComponent(id)}/fotos`

/** POST /api/vistorias/:id/fotos (multipart: the browser's FormData). */
export async function enviarFotoDaVistoria(id: string, file: Blob, fileName: string) {
  const form = new FormData()
  form.append('arquivo', file, fileName)
  return fotoView.parse(await apiFetch<unknown>(url(id), { method: 'POST', body: form }))
}

/** DELETE /api/vistorias/:id/fotos/:fotoId */
export const removerFotoDaVistoria = (id: string, fotoId: string) =>
  apiFetch<unknown>(`${url(id)}/${encodeURIComponent(fotoId)}`, { method: 'DELETE' })
