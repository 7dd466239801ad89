import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ModeloMensagemView, modeloMensagemView } from '../../../../shared/mensagens/mensagens.schemas'
import type { ChaveDeModelo } from '../../../../shared/mensagens/modelos'
import { apiFetch } from '../../../lib/api-client'
import { mensagensKeys } from './mensagens-keys'

/** Puts the saved template in the list (the editor shows it at once) and refreshes what uses it. */
export function trocarNaLista(queryClient: ReturnType<typeof useQueryClient>, salvo: ModeloMensagemView) {
  queryClient.setQueryData<ModeloMensagemView[]>(mensagensKeys.modelos, (lista) =>
    lista?.map((m) => (m.chave === salvo.chave ? salvo : m)),
  )
}

/** PUT /api/modelos-mensagem/:chave (configuracoes edit). */
export function useSalvarModeloMensagem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ chave, texto }: { chave: ChaveDeModelo; texto: string }) =>
      modeloMensagemView.parse(
        await apiFetch<unknown>(`/api/modelos-mensagem/${chave}`, { method: 'PUT', body: { texto } }),
      ),
    onSuccess: (salvo) => trocarNaLista(queryClient, salvo),
  })
}
