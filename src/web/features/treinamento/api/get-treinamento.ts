import { queryOptions, useQuery } from '@tanstack/react-query'
import { treinamentoView } from '../../../../shared/treinamento/treinamento.schemas'
import { apiFetch } from '../../../lib/api-client'

export const treinamentoKeys = { all: ['treinamento'] as const }

/** GET /api/treinamento: the catalogue, how each video plays here, and the user's progress, in one call. */
export const getTreinamento = async (signal?: AbortSignal) =>
  treinamentoView.parse(await apiFetch<unknown>('/api/treinamento', { signal }))

export const treinamentoQuery = () =>
  queryOptions({ queryKey: treinamentoKeys.all, queryFn: ({ signal }) => getTreinamento(signal) })

export const useTreinamento = () => useQuery(treinamentoQuery())
