import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { financeiroMessages as m } from '../../../../shared/financeiro/financeiro.messages'
import type { FaturarInput } from '../../../../shared/financeiro/financeiro.schemas'
import { type OsView, osView } from '../../../../shared/os/os.schemas'
import { apiFetch, errorMessage } from '../../../lib/api-client'
import { osKeys } from '../../../lib/query-keys'
import { invalidarFinanceiro } from './invalidar-financeiro'

const fallback = 'Tente novamente mais tarde'
const osUrl = (id: string) => `/api/os/${encodeURIComponent(id)}`

/** POST /api/os/:id/faturar: creates the titles; answers the OS with them. */
export const faturarOs = async (osId: string, input: FaturarInput) =>
  osView.parse(await apiFetch<unknown>(`${osUrl(osId)}/faturar`, { method: 'POST', body: input }))

/** POST /api/os/:id/estornar-faturamento: cancels the titles (409 once a receipt exists). */
export const estornarFaturamento = async (osId: string) =>
  osView.parse(await apiFetch<unknown>(`${osUrl(osId)}/estornar-faturamento`, { method: 'POST', body: {} }))

/** The answer is the whole OS: it goes straight into the detail cache, and every dependent view refreshes. */
function useOsFinanceiroMutation<TVars>(
  run: (vars: TVars) => Promise<OsView>,
  success: (os: OsView) => string,
  failure: (message: string) => string,
  osId: string,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async (os) => {
      queryClient.setQueryData(osKeys.detail(os.id), os)
      toast.success('Sucesso', { description: success(os) })
      await invalidarFinanceiro(queryClient, os.id, { osLists: true })
    },
    onError: (error) => {
      toast.error('Erro', { description: failure(errorMessage(error, fallback)) })
      void queryClient.invalidateQueries({ queryKey: osKeys.detail(osId) })
    },
  })
}

/** 'Confirmar Faturamento': toast `{numero} faturada com sucesso`, or 'Erro ao faturar OS: …'. */
export const useFaturarOs = (osId: string) =>
  useOsFinanceiroMutation(
    (input: FaturarInput) => faturarOs(osId, input),
    (os) => m.faturada(os.numero_os),
    m.erroFaturar,
    osId,
  )

/** 'Estornar faturamento': toast 'Faturamento estornado', or 'Erro ao estornar faturamento: …'. */
export const useEstornarFaturamento = (osId: string) =>
  useOsFinanceiroMutation(
    (_: undefined) => estornarFaturamento(osId),
    () => m.estornada,
    m.erroEstornar,
    osId,
  )
