import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  type CobrancaPixConfigView,
  cobrancaPixConfigView,
} from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { apiFetch } from '../../../lib/api-client'

/** Every Cobrança PIX query starts here: a saved setting or a reconciliation refreshes what depends on it. */
export const cobrancaPixKeys = {
  all: ['cobranca-pix'] as const,
  config: ['cobranca-pix', 'config'] as const,
  recebidos: ['cobranca-pix', 'recebidos'] as const,
  lembretes: ['cobranca-pix', 'lembretes'] as const,
  cobrancasDoDia: ['cobranca-pix', 'cobrancas-do-dia'] as const,
}

/** GET /api/cobranca-pix/config (admin only): the settings without any secret. */
export async function getCobrancaPixConfig(signal?: AbortSignal): Promise<CobrancaPixConfigView> {
  return cobrancaPixConfigView.parse(await apiFetch<unknown>('/api/cobranca-pix/config', { signal }))
}

export const cobrancaPixConfigQueryOptions = () =>
  queryOptions({
    queryKey: cobrancaPixKeys.config,
    queryFn: ({ signal }) => getCobrancaPixConfig(signal),
    meta: { errorMessage: 'Erro ao carregar a cobrança PIX' },
  })

export const useCobrancaPixConfig = () => useQuery(cobrancaPixConfigQueryOptions())
