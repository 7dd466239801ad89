import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import type { VistoriaView } from '../../../../shared/vistoria/vistoria.schemas'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { errorMessage } from '../../../lib/api-client'
import { enviarTermoPorEmail } from '../api/enviar-termo-email'

/** 'Enviar termo por email': to the customer's registered email, or another typed here. */
export function EnviarTermoDialog({
  vistoria,
  aberto,
  onFechar,
}: {
  vistoria: VistoriaView
  aberto: boolean
  onFechar: () => void
}) {
  const [para, setPara] = useState('')
  const id = useId()
  const enviar = useMutation({
    mutationFn: () => enviarTermoPorEmail(vistoria.id, para.trim() ? { para: para.trim() } : {}),
    onSuccess: ({ enviado }) => {
      if (enviado) toast.success('Sucesso', { description: 'Termo enviado por email' })
      else toast.error('Erro', { description: 'Não foi possível enviar o email. Tente novamente.' })
      onFechar()
    },
  })
  const erro = enviar.error
    ? errorMessage(enviar.error, 'Não foi possível enviar o email. Tente novamente.')
    : null
  return (
    <Dialog open={aberto} onOpenChange={(o) => !o && onFechar()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Enviar termo por email</DialogTitle>
          <DialogDescription>
            O PDF do termo vai em anexo. Deixe em branco para usar o email do cadastro do cliente.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={id}>Email (opcional)</Label>
          <Input id={id} type="email" value={para} onChange={(e) => setPara(e.target.value)} />
        </div>
        {erro && (
          <p role="alert" className="text-destructive text-sm">
            {erro}
          </p>
        )}
        <DialogFooter>
          <Button disabled={enviar.isPending} onClick={() => enviar.mutate()}>
            {enviar.isPending ? 'Enviando…' : 'Enviar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
