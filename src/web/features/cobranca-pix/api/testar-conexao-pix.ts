import { useMutation, useQueryClient } from '@tanstack/react-query'
import { testeConexaoView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { apiFetch } from '../../../lib/api-client'
import { comPrazo } from '../lib/prazo-do-banco'
import { cobrancaPixKeys } from './get-cobranca-pix-config'

/**
 * POST /api/cobranca-pix/testar (admin only): gets a token, reaches the API Pix and registers the
 * webhook. The bank may take ~20 s; past the deadline the screen says so instead of spinning forever.
 */
export const testarConexaoPix = () =>
  comPrazo(async (signal) =>
    testeConexaoView.parse(
      await apiFetch<unknown>('/api/cobranca-pix/testar', { method: 'POST', body: {}, signal }),
    ),
  )

export function useTestarConexaoPix() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: testarConexaoPix,
    // The view keeps the last test and the webhook's registration: read them again, pass or fail.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cobrancaPixKeys.config }),
  })
}
