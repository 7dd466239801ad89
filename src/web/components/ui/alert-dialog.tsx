import { AlertDialog as AlertPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { type ButtonProps, buttonVariants } from './button'
import { ModalAberto } from './modal-aberto'

/** A confirmation that cannot be dismissed by clicking outside: the user answers it (destructive actions). */
export const AlertDialog = AlertPrimitive.Root

export function AlertDialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AlertPrimitive.Content>) {
  return (
    <AlertPrimitive.Portal>
      <AlertPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
      <AlertPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-surface p-4 shadow-dialog outline-none sm:p-6',
          className,
        )}
        {...props}
      >
        <ModalAberto />
        {children}
      </AlertPrimitive.Content>
    </AlertPrimitive.Portal>
  )
}

export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-2', className)} {...props} />
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  )
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertPrimitive.Title>) {
  return <AlertPrimitive.Title className={cn('text-lg leading-tight font-semibold', className)} {...props} />
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertPrimitive.Description>) {
  return <AlertPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
}

export function AlertDialogCancel({
  className,
  variant = 'outline',
  ...props
}: ComponentProps<typeof AlertPrimitive.Cancel> & Pick<ButtonProps, 'variant'>) {
  return <AlertPrimitive.Cancel className={cn(buttonVariants({ variant }), className)} {...props} />
}
