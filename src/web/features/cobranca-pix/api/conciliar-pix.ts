import { useMutation, useQueryClient } from '@tanstack/react-query'
import { conciliacaoView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { apiFetch } from '../../../lib/api-client'
import { dashboardKeys, osKeys } from '../../../lib/query-keys'
import { financeiroKeys } from '../../financeiro/api/get-titulos'
import { comPrazo } from '../lib/prazo-do-banco'
import { cobrancaPixKeys } from './get-cobranca-pix-config'

/** POST /api/cobranca-pix/conciliar: asks the bank for the last days' PIX and settles what it can. */
export const conciliarPix = () =>
  comPrazo(async (signal) =>
    conciliacaoView.parse(
      await apiFetch<unknown>('/api/cobranca-pix/conciliar', { method: 'POST', body: {}, signal }),
    ),
  )

export function useConciliarPix() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: conciliarPix,
    // Settled titles change the receivables, the OS titles and the dashboard's KPIs.
    onSuccess: () =>
      Promise.all(
        [cobrancaPixKeys.recebidos, financeiroKeys.all, osKeys.all, dashboardKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
