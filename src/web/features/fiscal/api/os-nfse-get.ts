import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { type NotaView, notaView } from '../../../../shared/fiscal/fiscal.schemas'
import type { PreviaNota } from '../../../../shared/fiscal/nota-da-os'
import type { OsView } from '../../../../shared/os/os.schemas'
import { apiFetch } from '../../../lib/api-client'

/** GET /api/os/:id/nfse: the OS's notes (newest first) and the note a new emission would make. */
export interface NotasDaOs {
  configurado: boolean
  emitir_ao_faturar: boolean
  atual: NotaView | null
  anteriores: NotaView[]
  previa: PreviaNota | null
  pode_emitir: boolean
  motivo: string | null
}

const notasDaOs = z.object({
  configurado: z.boolean(),
  emitir_ao_faturar: z.boolean(),
  atual: notaView.nullable(),
  anteriores: z.array(notaView),
  // The preview's shape is the shared rule's own (nota-da-os.ts): the server computes it with it.
  previa: z.custom<PreviaNota>((v) => v === null || typeof v === 'object').nullable(),
  pode_emitir: z.boolean(),
  motivo: z.string().nullable(),
})

/**
 * Under ['fiscal', …] like every NFS-e query (the live event 'fiscal' refreshes them). The OS's version
 * and invoice are part of the key: invoicing, reversing or editing the OS changes what may be issued.
 */
export const osNfseKeys = {
  detalhe: (os: Pick<OsView, 'id' | 'versao' | 'faturado_em' | 'status'>) =>
    ['fiscal', 'os', os.id, os.versao, os.faturado_em, os.status] as const,
}

export async function getNotasDaOs(osId: string, signal?: AbortSignal): Promise<NotasDaOs> {
  return notasDaOs.parse(await apiFetch<unknown>(`/api/os/${encodeURIComponent(osId)}/nfse`, { signal }))
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
