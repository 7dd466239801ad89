import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../ui/alert-dialog'
import { Button } from '../ui/button'

/** A save waiting for the person's yes: the question to ask, and what each answer does. */
export type SaveConfirmation = { title: string; text: string; confirm: () => void; cancel: () => void }

/** Asks before a save the person may not mean (a cost above the price); 'Revisar' goes back to the form. */
export function ConfirmSaveDialog({ confirmation }: { confirmation: SaveConfirmation | null }) {
  return (
    <AlertDialog open={confirmation !== null} onOpenChange={(open) => !open && confirmation?.cancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{confirmation?.title}</AlertDialogTitle>
          <AlertDialogDescription>{confirmation?.text}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Revisar</AlertDialogCancel>
          <Button onClick={confirmation?.confirm}>Salvar mesmo assim</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
