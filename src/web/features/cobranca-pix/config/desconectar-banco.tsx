import { Unplug } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { cobrancaPixMessages as m } from '../../../../shared/cobranca-pix/cobranca-pix.messages'
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
import { useRemoverCobrancaPixConfig } from '../api/remover-cobranca-pix-config'

/** 'Desconectar banco' and its confirmation, which names what is lost (UI.md "Destructive confirmations"). */
export function DesconectarBanco({ disabled }: { disabled?: boolean }) {
  const [aberto, setAberto] = useState(false)
  const remover = useRemoverCobrancaPixConfig()

  const confirmar = async () => {
    try {
      await remover.mutateAsync()
      toast.success('Sucesso', { description: m.removida })
      setAberto(false)
    } catch (error) {
      toast.error('Erro ao desconectar o banco', {
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
        Desconectar banco
      </Button>
      <AlertDialog open={aberto} onOpenChange={(next) => !next && !remover.isPending && setAberto(false)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Desconectar banco?</AlertDialogTitle>
            <AlertDialogDescription>
              As credenciais, o certificado e os percentuais salvos serão apagados e nenhuma cobrança nova
              será registrada no banco. Os títulos voltam a mostrar o PIX estático da empresa.
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
