import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type PixRecebidoView, pixRecebidoView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { apiFetch } from '../../../lib/api-client'
import { financeiroKeys } from '../../financeiro/api/get-titulos'
import { invalidarFinanceiro } from '../../financeiro/api/invalidar-financeiro'
import { cobrancaPixKeys } from './get-cobranca-pix-config'

/** POST /api/cobranca-pix/recebidos/:id/vincular: the unidentified PIX settles the title (a receipt). */
export const vincularPixRecebido = async (recebidoId: string, tituloId: string): Promise<PixRecebidoView> =>
  pixRecebidoView.parse(
    await apiFetch<unknown>(`/api/cobranca-pix/recebidos/${encodeURIComponent(recebidoId)}/vincular`, {
      method: 'POST',
      body: { titulo_id: tituloId },
    }),
  )

/**
 * On success or failure the list is read again (someone may have attached it meanwhile); after a refusal
 * the open titles too (the chosen one may have been paid meanwhile).
 */
export function useVincularPixRecebido() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ recebidoId, tituloId }: { recebidoId: string; tituloId: string }) =>
      vincularPixRecebido(recebidoId, tituloId),
    onSuccess: (recebido) =>
      recebido.titulo ? invalidarFinanceiro(queryClient, recebido.titulo.os_id) : undefined,
    onError: () => queryClient.invalidateQueries({ queryKey: financeiroKeys.all }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cobrancaPixKeys.recebidos }),
  })
}
