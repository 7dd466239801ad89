import type { FormEventHandler, ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Button } from '../ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog'
import { Spinner } from '../ui/spinner'
import { ConfirmSaveDialog, type SaveConfirmation } from './confirm-save-dialog'

/**
 * A form in a dialog ('Novo cliente', 'Editar usuário'): fields, Cancelar, and Salvar on the right with a
 * spinner while saving (UI.md "Forms"). It cannot be closed mid-save, and a click outside never discards
 * typing. A save waiting for a yes (`confirmation`, from useRegisterForm) asks over it.
 */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  saving,
  wide = false,
  confirmation = null,
  submitLabel = 'Salvar',
  cancelLabel = 'Cancelar',
  destructive = false,
  children,
}: {
  title: string
  description?: string
  onClose: () => void
  onSubmit: FormEventHandler<HTMLFormElement>
  saving: boolean
  wide?: boolean
  confirmation?: SaveConfirmation | null
  /** The action's own verb when it is not a save ('Anonimizar', 'Registrar'). */
  submitLabel?: string
  cancelLabel?: string
  /** An action that removes or refuses something (red button). */
  destructive?: boolean
  children: ReactNode
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className={cn(wide && 'max-w-2xl')} onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={cn(!description && 'sr-only')}>
            {description ?? 'Campos com * são obrigatórios.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} aria-label={title} className="grid gap-4">
          {children}
          <DialogFooter className="pt-2">
            <DialogClose asChild>
              <Button variant="outline" className="h-11 sm:h-10" disabled={saving}>
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              className="h-11 sm:h-10"
              variant={destructive ? 'destructive' : 'default'}
              disabled={saving}
            >
              {saving && <Spinner label="" />}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
        <ConfirmSaveDialog confirmation={confirmation} />
      </DialogContent>
    </Dialog>
  )
}
