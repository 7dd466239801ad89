import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  type CobrancasDoDiaView,
  cobrancasDoDiaView,
} from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { apiFetch } from '../../../lib/api-client'
import { cobrancaPixKeys } from './get-cobranca-pix-config'

export type CobrancaDoDia = CobrancasDoDiaView['items'][number]

/** GET /api/cobranca-pix/cobrancas-do-dia: today's reminders, each with its message and WhatsApp link. */
export async function getCobrancasDoDia(signal?: AbortSignal): Promise<CobrancasDoDiaView> {
  return cobrancasDoDiaView.parse(await apiFetch<unknown>('/api/cobranca-pix/cobrancas-do-dia', { signal }))
}

export const cobrancasDoDiaQueryOptions = () =>
  queryOptions({
    queryKey: cobrancaPixKeys.cobrancasDoDia,
    queryFn: ({ signal }) => getCobrancasDoDia(signal),
    meta: { errorMessage: 'Erro ao carregar as cobranças do dia' },
  })

export const useCobrancasDoDia = () => useQuery(cobrancasDoDiaQueryOptions())
