import type { UseMutationResult } from '@tanstack/react-query'
import { Unplug } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { errorMessage } from '../../lib/api-client'
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
import { Spinner } from '../ui/spinner'

/**
 * 'Desconectar' an integration (the bank, the fiscal API) and its confirmation, which names what is lost
 * and what stays (UI.md "Destructive confirmations").
 */
export function DesconectarIntegracao({
  remover,
  rotulo,
  titulo,
  descricao,
  sucesso,
  erro,
  disabled,
}: {
  remover: UseMutationResult<unknown, unknown, void>
  /** The button's label. */
  rotulo: string
  titulo: string
  descricao: string
  /** The success toast's text and the failure toast's title. */
  sucesso: string
  erro: string
  disabled?: boolean
}) {
  const [aberto, setAberto] = useState(false)

  const confirmar = async () => {
    try {
      await remover.mutateAsync()
      toast.success('Sucesso', { description: sucesso })
      setAberto(false)
    } catch (error) {
      toast.error(erro, { description: errorMessage(error, 'Tente novamente mais tarde') })
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
        {rotulo}
      </Button>
      <AlertDialog open={aberto} onOpenChange={(next) => !next && !remover.isPending && setAberto(false)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{titulo}</AlertDialogTitle>
            <AlertDialogDescription>{descricao}</AlertDialogDescription>
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
