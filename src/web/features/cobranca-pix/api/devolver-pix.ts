import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type PixRecebidoView, pixRecebidoView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { apiFetch } from '../../../lib/api-client'
import { invalidarFinanceiro } from '../../financeiro/api/invalidar-financeiro'
import { comPrazo } from '../lib/prazo-do-banco'
import { cobrancaPixKeys } from './get-cobranca-pix-config'

/** POST /api/cobranca-pix/recebidos/:id/devolver: asks the bank to send `valor` back to the payer. */
export const devolverPix = (recebidoId: string, valor: number): Promise<PixRecebidoView> =>
  comPrazo(async (signal) =>
    pixRecebidoView.parse(
      await apiFetch<unknown>(`/api/cobranca-pix/recebidos/${encodeURIComponent(recebidoId)}/devolver`, {
        method: 'POST',
        body: { valor },
        signal,
      }),
    ),
  )

/**
 * A refund may take back a receipt (the instalment is open again): the receivables, the OS and today's
 * reminders change with it. Pass or fail, the list is read again (a refund may have been asked meanwhile).
 */
export function useDevolverPix() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ recebido, valor }: { recebido: PixRecebidoView; valor: number }) =>
      devolverPix(recebido.id, valor),
    // The title as it was before: a PIX given back whole may no longer name it.
    onSuccess: (_, { recebido }) =>
      recebido.titulo ? invalidarFinanceiro(queryClient, recebido.titulo.os_id) : undefined,
    onSettled: () =>
      Promise.all(
        [cobrancaPixKeys.recebidos, cobrancaPixKeys.cobrancasDoDia].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
