import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { faltaParaEnviarOrcamento } from '../../../../shared/os/enviar-orcamento'
import type { OsView } from '../../../../shared/os/os.schemas'
import type { OsStatus } from '../../../../shared/os/os-status'
import { useCurrentMe } from '../../../lib/current-me'
import { CancelarOsDialog } from './cancelar-os-dialog'
import { ConcluirOsDialog } from './concluir-os-dialog'
import { ConfirmarTransicaoDialog } from './confirmar-transicao-dialog'
import { semBloqueadasPorFaturamento } from './os-faturamento-action-list'
import { comRecusaDoCliente, type OsStatusAction, osStatusActions } from './os-status-action-list'
import { RevisarOrcamentoDialog } from './revisar-orcamento-dialog'
import { useOsTransition } from './use-os-transition'

/**
 * The status moves of one OS as the detail page runs them: the checks before sending a quote, the
 * dialogs that ask first (cancel reason, revise, conclude with the short parts, no-way-back moves, a
 * refused quote) and the transition with its toasts. The buttons and the Pátio board both use it, so a
 * move asks the same wherever it starts. `onFim` hears once per started move whether the OS moved.
 */
export function useOsAcoesDeStatus(
  os: OsView,
  { only, onFim }: { only?: OsStatus[]; onFim?: (moveu: boolean) => void } = {},
) {
  const me = useCurrentMe()
  const navigate = useNavigate()
  const { transition, pending, pendingTo } = useOsTransition(os.id)
  const [dialog, setDialog] = useState<'cancelar' | 'revisar' | 'concluir' | null>(null)
  const [confirmando, setConfirmando] = useState<OsStatusAction | null>(null)
  const moveu = useRef(false)
  const actions = comRecusaDoCliente(
    semBloqueadasPorFaturamento(osStatusActions(os.status, me, only), os),
    os,
  )

  const mover = async (to: OsStatus, observacao?: string, opcoes?: Parameters<typeof transition>[2]) => {
    const ok = await transition(to, observacao, opcoes)
    if (ok) moveu.current = true
    return ok
  }
  const fechar = () => {
    onFim?.(moveu.current)
    moveu.current = false
  }

  const run = (action: OsStatusAction) => {
    if (pending) return
    const falta =
      action.to === 'orcamento_enviado' &&
      faltaParaEnviarOrcamento({ temCliente: os.cliente !== null, itens: os.itens.length })
    if (falta) {
      // The spec's checks before sending; what is missing is filled in the form.
      toast.error('Erro', {
        description: falta.mensagem,
        action: { label: 'Editar OS', onClick: () => navigate(`/os/${os.id}/editar`) },
      })
      onFim?.(false)
      return
    }
    if (action.dialog === 'cancelar' || action.dialog === 'revisar' || action.dialog === 'concluir') {
      setDialog(action.dialog)
    } else if (action.dialog) setConfirmando(action)
    else void mover(action.to, undefined, { desfazer: action.desfazer }).then(fechar)
  }

  /**
   * A move asked for by status (the board's drop or menu): as its button when this user has one;
   * otherwise sent as is, so the server's refusal (permission, invoiced OS) reaches the user.
   */
  const runTo = (to: OsStatus) => {
    const action = actions.find((a) => a.to === to)
    if (action) run(action)
    else void mover(to).then(fechar)
  }

  const dialogs = (
    <>
      <CancelarOsDialog
        os={os}
        open={dialog === 'cancelar'}
        onOpenChange={(open) => {
          setDialog(open ? 'cancelar' : null)
          if (!open) fechar()
        }}
        pending={pending}
        onConfirm={(motivo) => mover('cancelado', motivo)}
      />
      <RevisarOrcamentoDialog
        os={os}
        open={dialog === 'revisar'}
        onOpenChange={(open) => {
          setDialog(open ? 'revisar' : null)
          if (!open) fechar()
        }}
        pending={pending}
        onConfirm={() => mover('rascunho')}
      />
      <ConcluirOsDialog
        os={os}
        open={dialog === 'concluir'}
        onOpenChange={(open) => {
          setDialog(open ? 'concluir' : null)
          if (!open) fechar()
        }}
        pending={pending}
        onConfirm={() => mover('concluido')}
      />
      <ConfirmarTransicaoDialog
        os={os}
        to={confirmando?.to ?? null}
        timeZone={me.empresa.fuso_horario}
        onOpenChange={(open) => {
          if (open) return
          setConfirmando(null)
          fechar()
        }}
        pending={pending}
        onConfirm={async () =>
          confirmando !== null &&
          mover(confirmando.to, undefined, { confirmarRecusa: confirmando.dialog === 'aprovar_recusado' })
        }
      />
    </>
  )

  return { actions, run, runTo, pending, pendingTo, dialogs }
}
