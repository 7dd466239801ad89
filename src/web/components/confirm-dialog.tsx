import type { ReactNode } from 'react'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './ui/alert-dialog'
import { Button } from './ui/button'
import { Spinner } from './ui/spinner'

/**
 * A yes/no confirmation (UI.md "Destructive confirmations"): title, description, a cancel and a confirm
 * button. While `pending` both buttons are disabled, the confirm one spins and the dialog cannot be closed.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  pending,
  title,
  description,
  note,
  children,
  cancelLabel,
  confirmLabel,
  destructive = false,
  buttonClassName,
  onConfirm,
}: {
  open: boolean
  /** Not called while `pending`. */
  onOpenChange: (open: boolean) => void
  pending: boolean
  title: ReactNode
  description: ReactNode
  /** Extra text in the header, under the description. */
  note?: ReactNode
  /** Shown between the header and the buttons. */
  children?: ReactNode
  cancelLabel: string
  confirmLabel: string
  destructive?: boolean
  buttonClassName?: string
  onConfirm: () => void
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
          {note}
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending} className={buttonClassName}>
            {cancelLabel}
          </AlertDialogCancel>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={onConfirm}
            disabled={pending}
            className={buttonClassName}
          >
            {pending && <Spinner label="" />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
