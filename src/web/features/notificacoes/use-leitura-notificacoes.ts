import { toast } from 'sonner'
import { notificacoesMessages as m } from '../../../shared/notificacoes/notificacoes.messages'
import type { Notificacao } from '../../../shared/notificacoes/notificacoes.schemas'
import { useMarcarLidas } from './api/marcar-lidas'

/** Marking read: one item when its link is followed, or everything ('Marcar todas como lidas'). */
export function useLeituraNotificacoes() {
  const marcar = useMarcarLidas()
  const onError = () => toast.error('Erro', { description: m.erroMarcar })
  return {
    pending: marcar.isPending,
    abrir: (item: Notificacao) => {
      if (!item.lida) marcar.mutate({ ids: [item.id] }, { onError })
    },
    marcarTodas: () =>
      marcar.mutate(
        {},
        { onError, onSuccess: () => toast.success('Sucesso', { description: m.todasLidas }) },
      ),
  }
}
