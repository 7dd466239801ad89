import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  type LembretesView,
  type lembretesInput,
  lembretesView,
} from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { apiFetch } from '../../../lib/api-client'
import { cobrancaPixKeys } from './get-cobranca-pix-config'

export type LembretesInput = z.input<typeof lembretesInput>

/** PUT /api/cobranca-pix/lembretes (admin only); a null template is the default one. */
export async function salvarLembretes(input: LembretesInput): Promise<LembretesView> {
  return lembretesView.parse(
    await apiFetch<unknown>('/api/cobranca-pix/lembretes', { method: 'PUT', body: input }),
  )
}

/** The answer is the new view; today's list depends on the settings, so it is read again. */
export function useSalvarLembretes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: salvarLembretes,
    onSuccess: async (view) => {
      queryClient.setQueryData(cobrancaPixKeys.lembretes, view)
      await queryClient.invalidateQueries({ queryKey: cobrancaPixKeys.cobrancasDoDia })
    },
  })
}
