import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog'
import { Button } from '../../../components/ui/button'
import type { Confirmacao } from '../lib/use-register-form'

/** Asks before a save the person may not mean (a cost above the price); 'Revisar' goes back to the form. */
export function ConfirmarSalvarDialog({ confirmacao }: { confirmacao: Confirmacao | null }) {
  return (
    <AlertDialog open={confirmacao !== null} onOpenChange={(open) => !open && confirmacao?.cancelar()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{confirmacao?.titulo}</AlertDialogTitle>
          <AlertDialogDescription>{confirmacao?.texto}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Revisar</AlertDialogCancel>
          <Button onClick={confirmacao?.confirmar}>Salvar mesmo assim</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
