import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import {
  solicitacaoBalcaoInput,
  TIPOS_SOLICITACAO,
  type TipoSolicitacao,
  tipoSolicitacaoLabels,
} from '../../../../shared/titular/titular.schemas'
import { FormDialog } from '../../../components/form/form-dialog'
import { FormField } from '../../../components/ui/form-field'
import { Textarea } from '../../../components/ui/textarea'
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group'
import { errorMessage } from '../../../lib/api-client'
import { useRegistrarSolicitacao } from '../api/registrar-solicitacao'

/** A request the customer made at the counter: it enters the admin's list with the 15-day deadline. */
export function RegistrarSolicitacaoDialog({
  clienteId,
  onClose,
}: {
  clienteId: string
  onClose: () => void
}) {
  const registrar = useRegistrarSolicitacao(clienteId)
  const [tipo, setTipo] = useState<TipoSolicitacao | ''>('')
  const [mensagem, setMensagem] = useState('')
  const [erros, setErros] = useState<Record<string, string>>({})
  const enviar = (e: FormEvent) => {
    e.preventDefault()
    const parsed = solicitacaoBalcaoInput.safeParse({ tipo: tipo || undefined, mensagem })
    if (!parsed.success)
      return setErros(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])))
    setErros({})
    registrar.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Solicitação registrada', { description: 'Prazo legal para atender: 15 dias.' })
        onClose()
      },
      onError: (error) =>
        toast.error('Erro', {
          description: errorMessage(error, 'Não foi possível registrar. Tente novamente.'),
        }),
    })
  }
  return (
    <FormDialog
      title="Registrar solicitação do titular"
      description="O pedido feito no balcão entra na lista de Configurações › Privacidade."
      onClose={onClose}
      onSubmit={enviar}
      saving={registrar.isPending}
      submitLabel="Registrar"
    >
      <FormField label="Tipo" required error={erros.tipo}>
        <ToggleGroup
          type="single"
          aria-label="Tipo de solicitação"
          value={tipo}
          onValueChange={(v) => setTipo(v as TipoSolicitacao | '')}
          className="flex flex-wrap justify-start"
        >
          {TIPOS_SOLICITACAO.map((t) => (
            <ToggleGroupItem key={t} value={t} className="h-11 px-3">
              {tipoSolicitacaoLabels[t]}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </FormField>
      <FormField label="Observação" error={erros.mensagem}>
        <Textarea value={mensagem} onChange={(e) => setMensagem(e.target.value)} rows={3} maxLength={1000} />
      </FormField>
    </FormDialog>
  )
}
