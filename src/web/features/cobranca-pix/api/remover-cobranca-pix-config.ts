import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api-client'
import { osKeys } from '../../../lib/query-keys'
import { financeiroKeys } from '../../financeiro/api/get-titulos'
import { cobrancaPixKeys } from './get-cobranca-pix-config'

/** DELETE /api/cobranca-pix/config (admin only): 'Desconectar banco'; the titles go back to the static PIX. */
export const removerCobrancaPixConfig = () =>
  apiFetch<unknown>('/api/cobranca-pix/config', { method: 'DELETE' })

export function useRemoverCobrancaPixConfig() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removerCobrancaPixConfig,
    // The titles' PIX changes with it: every receivable screen reads it again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cobrancaPixKeys.all }),
        queryClient.invalidateQueries({ queryKey: financeiroKeys.all }),
        queryClient.invalidateQueries({ queryKey: osKeys.all }),
      ]),
  })
}
