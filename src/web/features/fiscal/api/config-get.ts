import { queryOptions, useQuery } from '@tanstack/react-query'
import { type NfseConfigView, nfseConfigView } from '../../../../shared/fiscal/fiscal.schemas'
import { apiFetch } from '../../../lib/api-client'

/** Under ['fiscal', …] like every NFS-e query: the live event 'fiscal' refreshes them all. */
export const fiscalConfigKeys = {
  config: ['fiscal', 'config'] as const,
}

/** GET /api/fiscal/config (admin only): the settings without any secret. */
export async function getNfseConfig(signal?: AbortSignal): Promise<NfseConfigView> {
  return nfseConfigView.parse(await apiFetch<unknown>('/api/fiscal/config', { signal }))
}

export const nfseConfigQueryOptions = () =>
  queryOptions({
    queryKey: fiscalConfigKeys.config,
    queryFn: ({ signal }) => getNfseConfig(signal),
    meta: { errorMessage: 'Erro ao carregar a configuração da nota fiscal' },
  })

export const useNfseConfig = () => useQuery(nfseConfigQueryOptions())
