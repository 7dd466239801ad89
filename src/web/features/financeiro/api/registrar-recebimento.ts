import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { financeiroMessages as m } from '../../../../shared/financeiro/financeiro.messages'
import type { RecebimentoInput } from '../../../../shared/financeiro/financeiro.schemas'
import { type TituloView, tituloView } from '../../../../shared/financeiro/titulo.schemas'
import { apiFetch, errorMessage } from '../../../lib/api-client'
import { invalidarFinanceiro } from './invalidar-financeiro'

/** POST /api/titulos/:id/recebimentos: one receipt; answers the title with its new balance. */
export const registrarRecebimento = async (tituloId: string, input: RecebimentoInput) =>
  tituloView.parse(
    await apiFetch<unknown>(`/api/titulos/${encodeURIComponent(tituloId)}/recebimentos`, {
      method: 'POST',
      body: input,
    }),
  )

/**
 * 'Confirmar Recebimento' with SPEC §8's toasts; on success the list, the OS and the dashboard refresh.
 * The server's reason (over the balance, already paid…) is the failure toast's description.
 */
export function useRegistrarRecebimento() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ titulo, input }: { titulo: TituloView; input: RecebimentoInput }) =>
      registrarRecebimento(titulo.id, input),
    onSuccess: async (titulo) => {
      toast.success('Sucesso', { description: m.recebimentoRegistrado })
      await invalidarFinanceiro(queryClient, titulo.os_id)
    },
    onError: (error, { titulo }) => {
      toast.error(m.erroRecebimento, { description: errorMessage(error, 'Tente novamente mais tarde') })
      // Someone else may have received it meanwhile: show the balance as it is now.
      void invalidarFinanceiro(queryClient, titulo.os_id)
    },
  })
}
