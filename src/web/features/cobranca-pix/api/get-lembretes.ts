import { queryOptions, useQuery } from '@tanstack/react-query'
import { type LembretesView, lembretesView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { apiFetch } from '../../../lib/api-client'
import { cobrancaPixKeys } from './get-cobranca-pix-config'

/** GET /api/cobranca-pix/lembretes (admin only): the payment reminders' settings. */
export async function getLembretes(signal?: AbortSignal): Promise<LembretesView> {
  return lembretesView.parse(await apiFetch<unknown>('/api/cobranca-pix/lembretes', { signal }))
}

export const lembretesQueryOptions = () =>
  queryOptions({
    queryKey: cobrancaPixKeys.lembretes,
    queryFn: ({ signal }) => getLembretes(signal),
    meta: { errorMessage: 'Erro ao carregar os lembretes de cobrança' },
  })

export const useLembretes = () => useQuery(lembretesQueryOptions())
