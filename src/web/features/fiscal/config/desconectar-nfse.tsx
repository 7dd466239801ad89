import { Unplug } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
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
import { errorMessage } from '../../../lib/api-client'
import { useRemoverNfseConfig } from '../api/config-remover'

/** 'Desconectar' and its confirmation, which names what is lost and what stays (UI.md "Destructive confirmations"). */
export function DesconectarNfse({ disabled }: { disabled?: boolean }) {
  const [aberto, setAberto] = useState(false)
  const remover = useRemoverNfseConfig()

  const confirmar = async () => {
    try {
      await remover.mutateAsync()
      toast.success('Sucesso', { description: 'Emissão de notas fiscais desconectada' })
      setAberto(false)
    } catch (error) {
      toast.error('Erro ao desconectar a nota fiscal', {
        description: errorMessage(error, 'Tente novamente mais tarde'),
      })
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="text-destructive hover:text-destructive"
        disabled={disabled}
        onClick={() => setAberto(true)}
      >
        <Unplug aria-hidden="true" />
        Desconectar
      </Button>
      <AlertDialog open={aberto} onOpenChange={(next) => !next && !remover.isPending && setAberto(false)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Desconectar a nota fiscal?</AlertDialogTitle>
            <AlertDialogDescription>
              O token e os dados fiscais salvos serão apagados e nenhuma nota nova será emitida. As notas já
              emitidas continuam nas OS e no relatório fiscal.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remover.isPending}>Cancelar</AlertDialogCancel>
            <Button variant="destructive" onClick={() => void confirmar()} disabled={remover.isPending}>
              {remover.isPending && <Spinner label="" />}
              Desconectar
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  )
}
