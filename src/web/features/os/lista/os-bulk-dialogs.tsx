import { useState } from 'react'
import { toast } from 'sonner'
import { osMessages as m } from '../../../../shared/os/os.messages'
import { type OsStatus, osStatuses, osStatusLabels } from '../../../../shared/os/os-status'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { OptionSelect } from '../../../components/ui/select'
import { Spinner } from '../../../components/ui/spinner'
import { MotivoCancelamentoField } from '../components/motivo-cancelamento-field'

/**
 * 'Alterar status' of the selected OS. Every status the user may set is offered (cancelado only with
 * `os` delete); the server applies the allowed transitions and reports the rest. Cancelling asks the reason.
 */
export function OsBulkStatusDialog({
  count,
  canCancel,
  busy,
  onConfirm,
  onClose,
}: {
  count: number
  canCancel: boolean
  busy: boolean
  onConfirm: (status: OsStatus, motivo?: string) => void
  onClose: () => void
}) {
  const [status, setStatus] = useState<OsStatus | ''>('')
  const [motivo, setMotivo] = useState('')
  const [motivoError, setMotivoError] = useState<string>()
  const options = osStatuses
    .filter((s) => s !== 'cancelado' || canCancel)
    .map((s) => ({ value: s, label: osStatusLabels[s] }))

  const confirm = () => {
    if (!status) {
      toast.error(m.selecioneStatus)
      return
    }
    if (status === 'cancelado' && !motivo.trim()) {
      setMotivoError(m.motivoCancelamento)
      toast.error(m.motivoCancelamento)
      return
    }
    onConfirm(status, status === 'cancelado' ? motivo.trim() : undefined)
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Alterar status</DialogTitle>
          <DialogDescription>
            {count} OS {count === 1 ? 'selecionada' : 'selecionadas'}. As que não puderem passar para o novo
            status ficam como estão, e o motivo é informado.
          </DialogDescription>
        </DialogHeader>
        <FormField label="Novo status">
          <OptionSelect
            value={status}
            placeholder="Selecione um status"
            options={options}
            onValueChange={(v) => setStatus(v as OsStatus)}
          />
        </FormField>
        {status === 'concluido' && (
          <p className="text-sm text-muted-foreground">
            Concluir tira do estoque os produtos de cada OS. Se a empresa não permite estoque negativo, as OS
            com peças em falta ficam como estão.
          </p>
        )}
        {status === 'cancelado' && (
          <MotivoCancelamentoField
            error={motivoError}
            value={motivo}
            placeholder={m.motivoCancelamento}
            onChange={(e) => {
              setMotivo(e.target.value)
              if (e.target.value.trim()) setMotivoError(undefined)
            }}
          />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button onClick={confirm} disabled={busy}>
            {busy && <Spinner label="" />}
            Aplicar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** SPEC's bulk delete confirmation; the server deletes only never-sent drafts and reports the rest. */
export function OsBulkDeleteDialog({
  count,
  busy,
  onConfirm,
  onClose,
}: {
  count: number
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      pending={busy}
      title="Confirmar exclusão"
      description={m.confirmarExclusao(count)}
      note={
        <p className="text-sm text-muted-foreground">
          Só rascunhos nunca enviados são excluídos; as demais OS devem ser canceladas.
        </p>
      }
      cancelLabel="Cancelar"
      confirmLabel="Excluir"
      destructive
      onConfirm={onConfirm}
    />
  )
}
