import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type AssinaturaView, assinaturaView } from '../../../../shared/assinatura/assinatura.schemas'
import type { CancelarAssinaturaInput } from '../../../../shared/portabilidade/portabilidade'
import { apiFetch } from '../../../lib/api-client'
import { meQueryKey } from '../../../lib/query-keys'
import { assinaturaQueryKey } from './get-assinatura'

/** POST /api/assinatura/cancelar (admin): the company's name typed as confirmation. */
export async function cancelarAssinatura(input: CancelarAssinaturaInput): Promise<AssinaturaView> {
  return assinaturaView.parse(
    await apiFetch<unknown>('/api/assinatura/cancelar', { method: 'POST', body: input }),
  )
}

export function useCancelarAssinatura() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelarAssinatura,
    onSuccess: (view) => {
      queryClient.setQueryData(assinaturaQueryKey, view)
      // The whole app turns read-only: /api/me carries the status.
      return queryClient.invalidateQueries({ queryKey: meQueryKey })
    },
  })
}
