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
import { Spinner } from '../../../components/ui/spinner'

export type Confirmacao = { titulo: string; texto: string; botao: string }

/** The yes/no before a destructive action (UI.md "Destructive confirmations"). */
export function ConfirmarAcao({
  confirmacao,
  ocupado,
  onConfirm,
  onCancel,
}: {
  confirmacao: Confirmacao | null
  ocupado: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <AlertDialog open={confirmacao !== null} onOpenChange={(open) => !open && !ocupado && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{confirmacao?.titulo}</AlertDialogTitle>
          <AlertDialogDescription>{confirmacao?.texto}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={ocupado}>Voltar</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={ocupado}>
            {ocupado && <Spinner label="" />}
            {confirmacao?.botao}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
