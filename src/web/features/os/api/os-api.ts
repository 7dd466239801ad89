import type { z } from 'zod'
import {
  type CreateOsInput,
  type OsListQuery,
  osBulkStatusResult,
  osDeleteResult,
  osFotoView,
  osListPage,
  osView,
  type UpdateOsInput,
} from '../../../../shared/os/os.schemas'
import type { OsStatus } from '../../../../shared/os/os-status'
import { apiFetch } from '../../../lib/api-client'
import { queryString } from '../../../lib/query-string'

// The OS calls of DESIGN §10, answers checked against the shared schemas. Pages use them through
// TanStack Query with `osKeys` (lib/query-keys.ts: other features refresh the OS too).

const osUrl = (id: string) => `/api/os/${encodeURIComponent(id)}`

export const listOs = async (params: OsListQuery, signal?: AbortSignal) =>
  osListPage.parse(await apiFetch<unknown>(`/api/os${queryString(params)}`, { signal }))

export const getOs = async (id: string, signal?: AbortSignal) =>
  osView.parse(await apiFetch<unknown>(osUrl(id), { signal }))

export const createOs = async (input: CreateOsInput) =>
  osView.parse(await apiFetch<unknown>('/api/os', { method: 'POST', body: input }))

export const updateOs = async (id: string, input: UpdateOsInput) =>
  osView.parse(await apiFetch<unknown>(osUrl(id), { method: 'PATCH', body: input }))

/** One transition through the status machine (409 with the reason when refused). */
/** `confirmar_recusa`: the user confirmed approving a quote the customer refused (else 409). */
export const transitionOs = async (
  id: string,
  status: OsStatus,
  observacao?: string,
  confirmar_recusa?: boolean,
) =>
  osView.parse(
    await apiFetch<unknown>(`${osUrl(id)}/status`, {
      method: 'POST',
      body: { status, observacao, confirmar_recusa },
    }),
  )

/** 'Marcar como Enviado': records when the quote reached the customer. */
export const marcarOrcamentoEnviado = async (id: string) =>
  osView.parse(await apiFetch<unknown>(`${osUrl(id)}/orcamento/marcar-enviado`, { method: 'POST', body: {} }))

export const bulkStatus = async (ids: string[], status: OsStatus, observacao?: string) =>
  osBulkStatusResult.parse(
    await apiFetch<unknown>('/api/os/status', { method: 'POST', body: { ids, status, observacao } }),
  )

export const deleteOs = async (ids: string[]) =>
  osDeleteResult.parse(await apiFetch<unknown>(`/api/os?ids=${ids.join(',')}`, { method: 'DELETE' }))

/** The filtered list as a file: the browser downloads it from this URL (the session cookie goes along). */
export const exportOsUrl = (params: OsListQuery, formato: 'csv' | 'xlsx') =>
  `/api/os/exportar${queryString({ ...params, page: undefined, pageSize: undefined, formato })}`

/** Uploads one photo (already resized in the browser) as multipart: `tipo` then `arquivo`. */
export async function uploadFoto(
  osId: string,
  tipo: 'antes' | 'depois',
  file: Blob,
  fileName: string,
): Promise<z.infer<typeof osFotoView>> {
  const form = new FormData()
  form.append('tipo', tipo)
  form.append('arquivo', file, fileName)
  return osFotoView.parse(await apiFetch<unknown>(`${osUrl(osId)}/fotos`, { method: 'POST', body: form }))
}

export const deleteFoto = async (osId: string, fotoId: string) =>
  apiFetch<unknown>(`${osUrl(osId)}/fotos/${encodeURIComponent(fotoId)}`, { method: 'DELETE' })
