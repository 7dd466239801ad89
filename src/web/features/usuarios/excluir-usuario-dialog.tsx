import { toast } from 'sonner'
import { usuariosMessages as m } from '../../../shared/usuarios/usuarios.messages'
import type { UsuarioView } from '../../../shared/usuarios/usuarios.schemas'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { errorMessage } from '../../lib/api-client'
import { useDeleteUsuario } from './api/delete-usuario'

/** SPEC §5 delete confirmation for a user; a refusal (history, last admin) shows the server's reason. */
export function ExcluirUsuarioDialog({ usuario, onClose }: { usuario: UsuarioView; onClose: () => void }) {
  const remove = useDeleteUsuario()
  const excluir = async () => {
    try {
      await remove.mutateAsync(usuario.id)
      toast.success('Sucesso', { description: m.excluido })
      onClose()
    } catch (error) {
      toast.error(m.erroExcluir, { description: errorMessage(error, m.erroExcluir) })
    }
  }
  return (
    <AlertDialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Confirmar exclusão</AlertDialogTitle>
          <AlertDialogDescription>{m.confirmarExclusao}</AlertDialogDescription>
          <p className="text-sm font-medium break-words">
            {usuario.nome_completo} ({usuario.email})
          </p>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancelar</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void excluir()} disabled={remove.isPending}>
            {remove.isPending && <Spinner label="" />}
            Excluir
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
