import { useMutation, useQueryClient } from '@tanstack/react-query'
import { testeConfigView } from '../../../../shared/fiscal/fiscal.schemas'
import { ApiError, apiFetch } from '../../../lib/api-client'
import { fiscalConfigKeys } from './config-get'

/** The server waits up to FISCAL_TIMEOUT_MS per call (two calls and the hooks list): past this, give up. */
const PRAZO_MS = 90_000
export const provedorSemResposta = 'O provedor não respondeu a tempo. Tente novamente em alguns minutos.'

/**
 * POST /api/fiscal/testar (admin only): checks the token at the provider and registers the note
 * callback. The answer is { ok, mensagem } pass or fail; past the deadline the screen says so.
 */
export async function testarNfseConfig() {
  const signal = AbortSignal.timeout(PRAZO_MS)
  try {
    return testeConfigView.parse(
      await apiFetch<unknown>('/api/fiscal/testar', { method: 'POST', body: {}, signal }),
    )
  } catch (error) {
    if (!signal.aborted) throw error
    throw new ApiError({ status: 0, code: 'timeout', message: provedorSemResposta, fromServer: true })
  }
}

export function useTestarNfseConfig() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: testarNfseConfig,
    // The view keeps the last test and the callback's registration: read them again, pass or fail.
    onSettled: () => queryClient.invalidateQueries({ queryKey: fiscalConfigKeys.config }),
  })
}
