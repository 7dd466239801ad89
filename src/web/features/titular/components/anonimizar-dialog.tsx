import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import { ANONIMIZACAO_MANTEM, ANONIMIZACAO_REMOVE } from '../../../../shared/titular/titular'
import { anonimizarInput } from '../../../../shared/titular/titular.schemas'
import { FormDialog } from '../../../components/form/form-dialog'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { errorMessage } from '../../../lib/api-client'
import { useAnonimizarCliente } from '../api/anonimizar-cliente'

/** 'Anonimizar': what goes, what stays and why, then the typed word (the action cannot be undone). */
export function AnonimizarDialog({
  clienteId,
  nome,
  onClose,
}: {
  clienteId: string
  nome: string
  onClose: () => void
}) {
  const anonimizar = useAnonimizarCliente(clienteId)
  const [confirmacao, setConfirmacao] = useState('')
  const [erro, setErro] = useState<string | undefined>()
  const enviar = (e: FormEvent) => {
    e.preventDefault()
    const parsed = anonimizarInput.safeParse({ confirmacao })
    if (!parsed.success) return setErro(parsed.error.issues[0]?.message)
    setErro(undefined)
    anonimizar.mutate(parsed.data.confirmacao, {
      onSuccess: () => {
        toast.success('Cliente anonimizado', { description: 'Os dados pessoais foram removidos.' })
        onClose()
      },
      onError: (error) =>
        toast.error('Erro', {
          description: errorMessage(error, 'Não foi possível anonimizar. Tente novamente.'),
        }),
    })
  }
  return (
    <FormDialog
      title={`Anonimizar ${nome}?`}
      description="Atende ao pedido de exclusão do titular (LGPD). Esta ação não pode ser desfeita."
      onClose={onClose}
      onSubmit={enviar}
      saving={anonimizar.isPending}
      submitLabel="Anonimizar"
      destructive
    >
      <div className="grid gap-1 text-sm">
        <p className="font-medium">O que será removido</p>
        <ul className="list-disc pl-5 text-muted-foreground">
          {ANONIMIZACAO_REMOVE.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </div>
      <div className="grid gap-1 text-sm">
        <p className="font-medium">O que fica, e por quê</p>
        <ul className="list-disc pl-5 text-muted-foreground">
          {ANONIMIZACAO_MANTEM.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <p className="text-muted-foreground">
          A lei obriga a oficina a guardar os registros fiscais e contábeis por 5 anos; eles passam a aparecer
          como “Titular anonimizado”.
        </p>
      </div>
      <FormField label="Digite ANONIMIZAR para confirmar" required error={erro}>
        <Input
          value={confirmacao}
          onChange={(e) => setConfirmacao(e.target.value)}
          autoComplete="off"
          className="h-11"
          maxLength={20}
        />
      </FormField>
    </FormDialog>
  )
}
