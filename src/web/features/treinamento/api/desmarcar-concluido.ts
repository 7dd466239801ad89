import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { treinamentoMessages as m } from '../../../../shared/treinamento/treinamento.messages'
import type { MarcarProgressoInput } from '../../../../shared/treinamento/treinamento.schemas'
import { apiFetch, errorMessage } from '../../../lib/api-client'
import { gravarConcluido } from './marcar-concluido'

/** DELETE /api/treinamento/progresso/:tipo/:item_id (204): the item counts as pending again. */
export const desmarcarConcluido = async ({ tipo, item_id }: MarcarProgressoInput) => {
  await apiFetch<unknown>(
    `/api/treinamento/progresso/${encodeURIComponent(tipo)}/${encodeURIComponent(item_id)}`,
    { method: 'DELETE' },
  )
}

/** 'Desmarcar' on a guide marked by mistake. */
export function useDesmarcarConcluido() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: desmarcarConcluido,
    onSuccess: (_, input) => {
      gravarConcluido(queryClient, input.tipo, input.item_id, null)
      toast.success('Sucesso', { description: m.guiaDesmarcado })
    },
    onError: (error) => {
      toast.error('Erro', { description: errorMessage(error, m.erroProgresso) })
    },
  })
}
