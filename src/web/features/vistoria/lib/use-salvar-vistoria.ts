import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { VistoriaView } from '../../../../shared/vistoria/vistoria.schemas'
import { errorMessage } from '../../../lib/api-client'
import { vistoriaKeys } from '../api/vistoria-keys'

/**
 * Every write of the inspection page: the answer (the whole inspection) replaces the cached one at once,
 * and the OS's inspection list refreshes; a refusal shows the server's Portuguese message.
 */
export function useSalvarVistoria<A>(acao: (arg: A) => Promise<VistoriaView>, erroPadrao: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acao,
    onSuccess: (v) => {
      queryClient.setQueryData(vistoriaKeys.detalhe(v.id), v)
      void queryClient.invalidateQueries({ queryKey: vistoriaKeys.daOs(v.os_id) })
    },
    onError: (error) => toast.error('Erro', { description: errorMessage(error, erroPadrao) }),
  })
}
