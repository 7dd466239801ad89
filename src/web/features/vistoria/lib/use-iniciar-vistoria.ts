import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { VistoriaTipo } from '../../../../shared/vistoria/vistoria'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { criarVistoria } from '../api/criar-vistoria'
import { getVistoriasDaOs } from '../api/get-vistorias-da-os'
import { vistoriaKeys } from '../api/vistoria-keys'

/**
 * Starts an inspection and answers its id. When someone else started it a moment ago (409 with its id),
 * that one is opened instead of showing an error.
 */
export function useIniciarVistoria(osId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (tipo: VistoriaTipo) => {
      try {
        return (await criarVistoria(osId, tipo)).id
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'VISTORIA_EXISTE') throw error
        const existente = (await getVistoriasDaOs(osId)).find(
          (v) => v.tipo === tipo && v.situacao !== 'substituida',
        )
        if (!existente) throw error
        return existente.id
      }
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vistoriaKeys.daOs(osId) }),
    onError: (error) =>
      toast.error('Erro', { description: errorMessage(error, 'Erro ao iniciar a vistoria') }),
  })
}
