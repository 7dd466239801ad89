import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { treinamentoMessages as m } from '../../../../shared/treinamento/treinamento.messages'
import {
  type MarcarProgressoInput,
  progressoView,
  type TreinamentoTipo,
  type TreinamentoView,
} from '../../../../shared/treinamento/treinamento.schemas'
import { apiFetch, errorMessage } from '../../../lib/api-client'
import { treinamentoKeys } from './get-treinamento'

/** POST /api/treinamento/progresso: idempotent, answers the date the item was first concluded. */
export const marcarConcluido = async (input: MarcarProgressoInput) =>
  progressoView.parse(await apiFetch<unknown>('/api/treinamento/progresso', { method: 'POST', body: input }))

const listaDo = { video: 'videos', documento: 'documentos', guia: 'guias' } as const

/** Writes one item's date into the cached catalogue, so the bars move without a second request. */
export function gravarConcluido(
  queryClient: QueryClient,
  tipo: TreinamentoTipo,
  itemId: string,
  concluidoEm: string | null,
) {
  queryClient.setQueryData<TreinamentoView>(treinamentoKeys.all, (atual) => {
    if (!atual) return atual
    const lista = listaDo[tipo]
    return {
      ...atual,
      [lista]: atual[lista].map((item) =>
        item.id === itemId ? { ...item, concluido_em: concluidoEm } : item,
      ),
    }
  })
}

/**
 * Marks a video, document or guide concluded. Videos and documents are marked as a side effect of
 * watching or opening them, so only a guide (a deliberate click) gets a success toast; a failure is
 * always said, since the progress would otherwise look saved.
 */
export function useMarcarConcluido() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: marcarConcluido,
    onSuccess: (feito) => {
      gravarConcluido(queryClient, feito.tipo, feito.item_id, feito.concluido_em)
      if (feito.tipo === 'guia') toast.success('Sucesso', { description: m.guiaConcluido })
    },
    onError: (error) => {
      toast.error('Erro', { description: errorMessage(error, m.erroProgresso) })
    },
  })
}
