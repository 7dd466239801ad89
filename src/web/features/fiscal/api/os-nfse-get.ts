import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { notasDaOsView } from '../../../../shared/fiscal/notas.schemas'
import type { OsView } from '../../../../shared/os/os.schemas'
import { apiFetch } from '../../../lib/api-client'

/** GET /api/os/:id/nfse: the OS's notes (newest first) and the note a new emission would make. */
export type NotasDaOs = z.infer<typeof notasDaOsView>

/**
 * Under ['fiscal', …] like every NFS-e query (the live event 'fiscal' refreshes them). The OS's version
 * and invoice are part of the key: invoicing, reversing or editing the OS changes what may be issued.
 */
export const osNfseKeys = {
  detalhe: (os: Pick<OsView, 'id' | 'versao' | 'faturado_em' | 'status'>) =>
    ['fiscal', 'os', os.id, os.versao, os.faturado_em, os.status] as const,
}

export async function getNotasDaOs(osId: string, signal?: AbortSignal): Promise<NotasDaOs> {
  return notasDaOsView.parse(await apiFetch<unknown>(`/api/os/${encodeURIComponent(osId)}/nfse`, { signal }))
}

/** While a note is processing the panel asks again now and then, even if the live stream is down. */
const ENQUANTO_PROCESSA_MS = 5_000

export const notasDaOsQueryOptions = (os: Pick<OsView, 'id' | 'versao' | 'faturado_em' | 'status'>) =>
  queryOptions({
    queryKey: osNfseKeys.detalhe(os),
    queryFn: ({ signal }) => getNotasDaOs(os.id, signal),
    refetchInterval: (query) =>
      query.state.data?.atual?.situacao === 'processando' ? ENQUANTO_PROCESSA_MS : false,
    meta: { errorMessage: 'Erro ao carregar a nota fiscal da OS' },
  })

export const useNotasDaOs = (os: Pick<OsView, 'id' | 'versao' | 'faturado_em' | 'status'>) =>
  useQuery(notasDaOsQueryOptions(os))
