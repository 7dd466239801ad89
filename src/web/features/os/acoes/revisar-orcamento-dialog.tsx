import type { OsView } from '../../../../shared/os/os.schemas'
import { ConfirmDialog } from '../../../components/confirm-dialog'

/** 'Revisar orçamento' sends the OS back to rascunho: the quote sent so far stops counting. */
export function RevisarOrcamentoDialog({
  os,
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  os: OsView
  open: boolean
  onOpenChange: (open: boolean) => void
  pending: boolean
  onConfirm: () => Promise<boolean>
}) {
  const confirm = async () => {
    if (pending) return
    if (await onConfirm()) onOpenChange(false)
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      title={`Revisar orçamento da ${os.numero_os}?`}
      description="A OS volta para Rascunho para você alterar itens, valores e condições. O orçamento precisará ser enviado e aprovado novamente; as versões já enviadas continuam guardadas."
      cancelLabel="Voltar"
      confirmLabel="Revisar orçamento"
      buttonClassName="h-11 md:h-10"
      onConfirm={() => void confirm()}
    />
  )
}
