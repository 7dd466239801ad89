import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import type { NotaView } from '../../../../shared/fiscal/fiscal.schemas'
import { MOTIVO_MAX, MOTIVO_MIN, notasMessages as m } from '../../../../shared/fiscal/notas.messages'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { Spinner } from '../../../components/ui/spinner'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { useCancelarNota } from '../api/nota-cancelar'

/**
 * 'Cancelar NFS-e': the reason is required and counted as it is typed. The municipality may refuse
 * (a deadline passed): the note stays authorized and the dialog says why.
 */
export function CancelarNotaDialog({ nota, onClose }: { nota: NotaView; onClose: () => void }) {
  const [motivo, setMotivo] = useState('')
  const [erro, setErro] = useState<string>()
  const mutation = useCancelarNota()
  const pending = mutation.isPending
  const tamanho = motivo.trim().length
  const valido = tamanho >= MOTIVO_MIN && tamanho <= MOTIVO_MAX

  const enviar = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    if (!valido) {
      setErro(m.motivoCancelamento)
      return
    }
    setErro(undefined)
    try {
      const resposta = await mutation.mutateAsync({ notaId: nota.id, motivo: motivo.trim() })
      if (resposta.situacao === 'cancelada') {
        toast.success('NFS-e cancelada', { description: `Nota nº ${resposta.numero ?? ''}` })
        onClose()
      } else {
        setErro(resposta.mensagem ?? 'A prefeitura recusou o cancelamento.')
      }
    } catch (error) {
      setErro(errorMessage(error, 'Não foi possível cancelar a NFS-e. Tente novamente.'))
    }
  }

  return (
    <Dialog open onOpenChange={(aberto) => !aberto && !pending && onClose()}>
      <DialogContent>
        <form onSubmit={enviar} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Cancelar NFS-e nº {nota.numero}</DialogTitle>
            <DialogDescription>
              O cancelamento vai para a prefeitura e não pode ser desfeito. Depois, a OS pode receber uma nova
              nota.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Motivo do cancelamento" required error={erro}>
            <Textarea
              value={motivo}
              rows={3}
              autoFocus
              maxLength={MOTIVO_MAX}
              onChange={(e) => {
                setMotivo(e.target.value)
                if (erro) setErro(undefined)
              }}
            />
          </FormField>
          <p
            className={`-mt-2 text-right text-xs tabular-nums ${valido || tamanho === 0 ? 'text-muted-foreground' : 'text-amber-700'}`}
            aria-live="polite"
            data-testid="contador-motivo"
          >
            {tamanho}/{MOTIVO_MAX} caracteres{tamanho < MOTIVO_MIN ? ` (mínimo ${MOTIVO_MIN})` : ''}
          </p>
          <DialogFooter>
            <Button variant="outline" className="h-11 md:h-10" onClick={onClose} disabled={pending}>
              Voltar
            </Button>
            <Button type="submit" variant="destructive" className="h-11 md:h-10" disabled={pending}>
              {pending && <Spinner label="" />}
              Cancelar NFS-e
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
