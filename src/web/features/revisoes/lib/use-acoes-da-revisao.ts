import { toast } from 'sonner'
import { can } from '../../../../shared/permissoes/permissoes'
import { revisoesMessages as m } from '../../../../shared/revisoes/revisoes.messages'
import type { RevisaoItem } from '../../../../shared/revisoes/revisoes.schemas'
import { errorMessage } from '../../../lib/api-client'
import { useCurrentMe } from '../../../lib/current-me'
import { useMarcarContatado } from '../api/marcar-contatado'
import { useMarcarPendente } from '../api/marcar-pendente'

/**
 * A row's actions: 'Marcar como contatado' (with 'Desfazer' in the toast) for who edits the agenda, and
 * what a tap on 'WhatsApp' does after the link opened: the contact is recorded at once, no second question.
 */
export function useAcoesDaRevisao() {
  const me = useCurrentMe()
  const podeMarcar = can(me, 'agenda', 'edit')
  const podeAgendar = can(me, 'agenda', 'create')
  const contatado = useMarcarContatado()
  const pendente = useMarcarPendente()

  const desfazer = (id: string) =>
    pendente.mutate(id, {
      onSuccess: () => toast.success(m.desfeito),
      onError: (e) => toast.error(errorMessage(e, 'Não foi possível desfazer')),
    })

  const marcarContatado = (r: RevisaoItem) => {
    if (!podeMarcar || r.situacao !== 'pendente') return
    contatado.mutate(r.id, {
      onSuccess: () =>
        toast.success(m.marcadaContatado, { action: { label: 'Desfazer', onClick: () => desfazer(r.id) } }),
      onError: (e) => toast.error(errorMessage(e, 'Não foi possível marcar como contatado')),
    })
  }

  return {
    podeMarcar,
    podeAgendar,
    marcarContatado,
    desfazer,
    /** The id being written, so its buttons wait. */
    ocupado: contatado.isPending ? contatado.variables : pendente.isPending ? pendente.variables : undefined,
  }
}
