import { RotateCcw } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { MODELOS_LEMBRETE_PADRAO, type TipoLembrete } from '../../../../shared/cobranca-pix/lembretes'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Textarea } from '../../../components/ui/textarea'
import { campoDoModelo, modeloParaSalvar, previaDoLembrete } from '../lib/lembretes-form-values'
import type { LembretesFormApi } from './lembretes-form-types'

const labels: Record<TipoLembrete, string> = {
  antes: 'Mensagem antes do vencimento',
  no_dia: 'Mensagem no dia do vencimento',
  depois: 'Mensagem após o vencimento',
}

/** One moment's template, 'Restaurar padrão' once edited, and the live preview with an example instalment. */
export function ModeloLembreteField({
  form,
  tipo,
  empresa,
}: {
  form: LembretesFormApi
  tipo: TipoLembrete
  empresa: string
}) {
  const campo = campoDoModelo(tipo)
  const texto = useWatch({ control: form.control, name: campo })
  const label = labels[tipo]
  const padrao = MODELOS_LEMBRETE_PADRAO[tipo]
  // What will be sent: an emptied template is the default one.
  const efetivo = modeloParaSalvar(tipo, texto) ?? padrao
  return (
    <div className="grid gap-2">
      <FormField label={label} error={form.formState.errors[campo]?.message}>
        <Textarea rows={5} {...form.register(campo)} />
      </FormField>
      {texto !== padrao && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-self-end"
          onClick={() =>
            form.setValue(campo, padrao, {
              shouldDirty: true,
              // After a 'Salvar', as typing does (validarAoSalvar): the error under it goes away.
              shouldValidate: form.formState.isSubmitted,
            })
          }
        >
          <RotateCcw aria-hidden="true" />
          Restaurar padrão
        </Button>
      )}
      <figure className="grid gap-1.5" data-testid={`previa-${tipo}`}>
        <figcaption className="text-xs font-medium text-muted-foreground">
          Prévia com uma parcela de exemplo
        </figcaption>
        <p className="rounded-lg bg-muted p-3 text-sm break-words whitespace-pre-wrap">
          {previaDoLembrete(efetivo, empresa)}
        </p>
      </figure>
    </div>
  )
}
