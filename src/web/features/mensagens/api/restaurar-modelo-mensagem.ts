import { useMutation, useQueryClient } from '@tanstack/react-query'
import { modeloMensagemView } from '../../../../shared/mensagens/mensagens.schemas'
import type { ChaveDeModelo } from '../../../../shared/mensagens/modelos'
import { apiFetch } from '../../../lib/api-client'
import { trocarNaLista } from './salvar-modelo-mensagem'

/** DELETE /api/modelos-mensagem/:chave: back to the default text. */
export function useRestaurarModeloMensagem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (chave: ChaveDeModelo) =>
      modeloMensagemView.parse(
        await apiFetch<unknown>(`/api/modelos-mensagem/${chave}`, { method: 'DELETE' }),
      ),
    onSuccess: (salvo) => trocarNaLista(queryClient, salvo),
  })
}
