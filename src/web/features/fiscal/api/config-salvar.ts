import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type NfseConfigView, nfseConfigView } from '../../../../shared/fiscal/fiscal.schemas'
import { apiFetch } from '../../../lib/api-client'
import type { NfseConfigInput } from '../config/nfse-config-form-values'
import { fiscalConfigKeys } from './config-get'

/** PUT /api/fiscal/config (admin only); a blank token keeps the saved one. */
export async function salvarNfseConfig(input: NfseConfigInput): Promise<NfseConfigView> {
  return nfseConfigView.parse(await apiFetch<unknown>('/api/fiscal/config', { method: 'PUT', body: input }))
}

/** Saves the settings; the answer is the new view, so the tab shows it without another request. */
export function useSalvarNfseConfig() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: salvarNfseConfig,
    onSuccess: (view) => queryClient.setQueryData(fiscalConfigKeys.config, view),
  })
}
