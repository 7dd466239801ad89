import { useRef } from 'react'
import { formatDateOrDash } from '../../../../shared/formatos/data'
import type { OsView } from '../../../../shared/os/os.schemas'
import type { OsStatus } from '../../../../shared/os/os-status'
import { ConfirmDialog } from '../../../components/confirm-dialog'

type Texto = { title: string; description: string; confirmLabel: string }

/** Why each move asks first: it has no way back, or it overrules the customer's refusal. */
function textoDe(os: OsView, to: OsStatus, timeZone: string): Texto {
  if (to === 'aprovado' && os.recusa) {
    const motivo = os.recusa.motivo ? `: “${os.recusa.motivo}”` : ' (sem motivo informado)'
    return {
      title: `O cliente recusou este orçamento`,
      description: `${os.recusa.nome ?? 'O cliente'} recusou a versão ${os.recusa.versao} em ${formatDateOrDash(os.recusa.em, timeZone)}${motivo}. Aprove só se o cliente mudou de ideia; para mudar itens ou valores, use "Revisar orçamento".`,
      confirmLabel: 'Aprovar mesmo assim',
    }
  }
  if (to === 'entregue')
    return {
      title: `Marcar a ${os.numero_os} como entregue?`,
      description: 'Uma OS entregue não pode mais ser alterada nem mudar de status.',
      confirmLabel: 'Marcar como Entregue',
    }
  return {
    title: `Iniciar a execução da ${os.numero_os}?`,
    description:
      'A OS passa para Em Execução e não volta para Aprovado. Para mudar itens ou valores depois, use "Revisar orçamento".',
    confirmLabel: 'Iniciar Execução',
  }
}

/** The confirmation of a status move that asks first (OsStatusAction's 'confirmar' and 'aprovar_recusado'). */
export function ConfirmarTransicaoDialog({
  os,
  to,
  timeZone,
  onOpenChange,
  pending,
  onConfirm,
}: {
  os: OsView
  /** The move being confirmed; null keeps the dialog closed. */
  to: OsStatus | null
  timeZone: string
  onOpenChange: (open: boolean) => void
  pending: boolean
  /** Resolves true once the OS moved, so the dialog closes. */
  onConfirm: () => Promise<boolean>
}) {
  // The last text stays while the dialog fades out.
  const ultimo = useRef<Texto | null>(null)
  if (to) ultimo.current = textoDe(os, to, timeZone)
  const texto = ultimo.current
  const confirm = async () => {
    if (pending) return
    if (await onConfirm()) onOpenChange(false)
  }
  return (
    <ConfirmDialog
      open={to !== null}
      onOpenChange={onOpenChange}
      pending={pending}
      title={texto?.title}
      description={texto?.description}
      cancelLabel="Voltar"
      confirmLabel={texto?.confirmLabel ?? ''}
      buttonClassName="h-11 md:h-10"
      onConfirm={() => void confirm()}
    />
  )
}
