import { type FormEvent, useState } from 'react'
import { osMessages } from '../../../../shared/os/os.messages'
import type { OsView } from '../../../../shared/os/os.schemas'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Spinner } from '../../../components/ui/spinner'
import { MotivoCancelamentoField } from '../components/motivo-cancelamento-field'

/** 'Cancelar OS' asks why (required, kept in the history); the OS stays on record, it is not deleted. */
export function CancelarOsDialog({
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
  /** Resolves true once the OS was cancelled, so the dialog closes. */
  onConfirm: (motivo: string) => Promise<boolean>
}) {
  const [motivo, setMotivo] = useState('')
  const [error, setError] = useState<string>()

  const change = (next: boolean) => {
    if (pending) return
    if (!next) {
      setMotivo('')
      setError(undefined)
    }
    onOpenChange(next)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const text = motivo.trim()
    if (!text) {
      setError(osMessages.motivoCancelamento)
      return
    }
    if (await onConfirm(text)) change(false)
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Cancelar {os.numero_os}</DialogTitle>
            <DialogDescription>
              A OS fica registrada como cancelada, com o motivo no histórico, e não poderá mais mudar de
              status.
              {os.status === 'concluido' && ' Os produtos baixados na conclusão voltam ao estoque.'}
            </DialogDescription>
          </DialogHeader>
          <MotivoCancelamentoField
            error={error}
            value={motivo}
            rows={3}
            autoFocus
            onChange={(event) => {
              setMotivo(event.target.value)
              if (error && event.target.value.trim()) setError(undefined)
            }}
            onBlur={() => {
              if (!motivo.trim()) setError(osMessages.motivoCancelamento)
            }}
          />
          <DialogFooter>
            <Button
              variant="outline"
              className="h-11 md:h-10"
              onClick={() => change(false)}
              disabled={pending}
            >
              Voltar
            </Button>
            <Button type="submit" variant="destructive" className="h-11 md:h-10" disabled={pending}>
              {pending && <Spinner label="" />}
              Cancelar OS
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
