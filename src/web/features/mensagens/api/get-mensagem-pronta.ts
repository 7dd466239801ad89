import { useQuery } from '@tanstack/react-query'
import { mensagemProntaView } from '../../../../shared/mensagens/mensagens.schemas'
import { apiFetch } from '../../../lib/api-client'
import { mensagensKeys } from './mensagens-keys'

/** GET /api/os/:id/mensagem-pronta: the 'OS pronta' text and its WhatsApp link. */
export const mensagemProntaQuery = (osId: string) => ({
  queryKey: mensagensKeys.pronta(osId),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    mensagemProntaView.parse(
      await apiFetch<unknown>(`/api/os/${encodeURIComponent(osId)}/mensagem-pronta`, { signal }),
    ),
})

export const useMensagemPronta = (osId: string, enabled: boolean) =>
  useQuery({ ...mensagemProntaQuery(osId), enabled })
