import { useQuery } from '@tanstack/react-query'
import { modelosMensagemView } from '../../../../shared/mensagens/mensagens.schemas'
import { apiFetch } from '../../../lib/api-client'
import { mensagensKeys } from './mensagens-keys'

/** GET /api/modelos-mensagem: every template, the company's text or the default. */
export const useModelosMensagem = () =>
  useQuery({
    queryKey: mensagensKeys.modelos,
    queryFn: async ({ signal }) =>
      modelosMensagemView.parse(await apiFetch<unknown>('/api/modelos-mensagem', { signal })),
  })
