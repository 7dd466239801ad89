import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type EntradaEstoqueInput, produtoView } from '../../../../../shared/cadastros/produtos.schemas'
import { apiFetch } from '../../../../lib/api-client'
import { notificacoesKeys, osKeys } from '../../../../lib/query-keys'

/** POST /api/produtos/:id/estoque/entradas: 'Entrada de estoque', answered with the product's new stock. */
export const entradaEstoque = async (produtoId: string, input: EntradaEstoqueInput) =>
  produtoView.parse(
    await apiFetch<unknown>(`/api/produtos/${encodeURIComponent(produtoId)}/estoque/entradas`, {
      method: 'POST',
      body: input,
    }),
  )

/** Enters stock; the product lists and pickers, the OS screens' stock and the low-stock bell read it anew. */
export function useEntradaEstoque() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (v: { produtoId: string } & EntradaEstoqueInput) =>
      entradaEstoque(v.produtoId, { quantidade: v.quantidade, observacao: v.observacao }),
    onSuccess: () => {
      for (const queryKey of [['produtos'], osKeys.all, notificacoesKeys.all])
        void queryClient.invalidateQueries({ queryKey })
    },
  })
}
