import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type CobrancaPixConfigInput,
  type CobrancaPixConfigView,
  cobrancaPixConfigView,
} from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { apiFetch } from '../../../lib/api-client'
import { cobrancaPixKeys } from './get-cobranca-pix-config'

/** PUT /api/cobranca-pix/config (admin only); a secret or certificate left out keeps the saved one. */
export async function salvarCobrancaPixConfig(input: CobrancaPixConfigInput): Promise<CobrancaPixConfigView> {
  return cobrancaPixConfigView.parse(
    await apiFetch<unknown>('/api/cobranca-pix/config', { method: 'PUT', body: input }),
  )
}

/** Saves the settings; the answer is the new view, so the tab shows it without another request. */
export function useSalvarCobrancaPixConfig() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: salvarCobrancaPixConfig,
    onSuccess: (view) => queryClient.setQueryData(cobrancaPixKeys.config, view),
  })
}
