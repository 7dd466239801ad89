import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { type pixRecebidosQuery, pixRecebidoView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { pageOf } from '../../../../shared/http/lista'
import { apiFetch } from '../../../lib/api-client'
import { queryString } from '../../../lib/query-string'
import { cobrancaPixKeys } from './get-cobranca-pix-config'

export type PixRecebidosQuery = z.output<typeof pixRecebidosQuery>
export type PixRecebidosFiltro = PixRecebidosQuery['situacao']

const pixRecebidosPage = pageOf(pixRecebidoView)

/** GET /api/cobranca-pix/recebidos: one page of the PIX the bank reported, newest first. */
export const listPixRecebidos = async (query: PixRecebidosQuery, signal?: AbortSignal) =>
  pixRecebidosPage.parse(
    await apiFetch<unknown>(`/api/cobranca-pix/recebidos${queryString(query)}`, { signal }),
  )

export const pixRecebidosQueryOptions = (query: PixRecebidosQuery) =>
  queryOptions({
    queryKey: [...cobrancaPixKeys.recebidos, query],
    queryFn: ({ signal }) => listPixRecebidos(query, signal),
    placeholderData: keepPreviousData,
  })

export const usePixRecebidos = (query: PixRecebidosQuery) => useQuery(pixRecebidosQueryOptions(query))
