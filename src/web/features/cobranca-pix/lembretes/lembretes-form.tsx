import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { cobrancaPixMessages as m } from '../../../../shared/cobranca-pix/cobranca-pix.messages'
import type { LembretesView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { CheckboxField } from '../../../components/form/checkbox-field'
import { SwitchField } from '../../../components/form/switch-field'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { toastInvalid } from '../../../lib/form-toasts'
import { validarAoSalvar } from '../../../lib/form-validation'
import { useSalvarLembretes } from '../api/salvar-lembretes'
import {
  type LembretesCampo,
  type LembretesFormValues,
  lembretesCampos,
  lembretesFieldOrder,
  lembretesFormSchema,
  toLembretesFormValues,
} from '../lib/lembretes-form-values'
import type { LembretesFormApi } from './lembretes-form-types'
import { MensagensLembreteFields } from './mensagens-lembrete-fields'
import { QuandoLembrarFields } from './quando-lembrar-fields'

/**
 * How reminders go: a WhatsApp link each, always; and email, off and explained when the server has no
 * SMTP (the links still work).
 */
function EnvioFields({ form, emailDisponivel }: { form: LembretesFormApi; emailDisponivel: boolean }) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Envio</legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        Cada lembrete do dia tem o seu link para enviar pelo WhatsApp em Contas a Receber &gt; Cobranças do
        dia.
      </p>
      <Controller
        control={form.control}
        name="enviar_email"
        render={({ field }) => (
          <CheckboxField
            label="Enviar por email"
            hint={
              emailDisponivel
                ? 'A partir das 8h, os clientes com email cadastrado recebem o lembrete do dia, uma vez cada.'
                : 'O envio de emails não está configurado neste servidor: use os links de WhatsApp em Cobranças do dia'
            }
            // Without SMTP nothing goes by email, whatever is saved: the box does not say otherwise.
            checked={emailDisponivel && field.value}
            disabled={!emailDisponivel}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </fieldset>
  )
}

/** 'Lembretes de cobrança' (issue 24): when the customers are reminded, and how (the words: Configurações → Mensagens). */
export function LembretesForm({ view }: { view: LembretesView }) {
  const form: LembretesFormApi = useForm({
    resolver: zodResolver(lembretesFormSchema),
    ...validarAoSalvar,
    defaultValues: toLembretesFormValues(view),
  })
  const salvar = useSalvarLembretes()
  const saving = form.formState.isSubmitting || salvar.isPending

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        form.reset(toLembretesFormValues(await salvar.mutateAsync(input)))
        toast.success('Sucesso', { description: m.lembretesSalvos })
      } catch (error) {
        // A 400 names the fields it refused: each message goes under its field.
        if (error instanceof ApiError && error.fromServer) {
          for (const [campo, message] of Object.entries(error.fields ?? {})) {
            if (lembretesCampos.includes(campo)) form.setError(campo as LembretesCampo, { message })
          }
        }
        toast.error('Erro ao salvar os lembretes', {
          description: errorMessage(error, 'Tente novamente mais tarde'),
        })
      }
    },
    (fieldErrors) => toastInvalid<LembretesFormValues>(fieldErrors, lembretesFieldOrder),
  )

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Lembretes de cobrança" className="grid gap-6">
      <fieldset disabled={saving} className="grid min-w-0 gap-6">
        <legend className="sr-only">Lembretes de cobrança</legend>
        <Controller
          control={form.control}
          name="ativo"
          render={({ field }) => (
            <SwitchField
              label="Enviar lembretes de cobrança"
              hint="Ligados, os lembretes do dia aparecem em Contas a Receber > Cobranças do dia, prontos para enviar pelo WhatsApp."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <QuandoLembrarFields form={form} />
        <EnvioFields form={form} emailDisponivel={view.email_disponivel} />
        <MensagensLembreteFields />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving} className="w-full sm:w-auto">
          {saving && <Spinner label="" />}
          Salvar lembretes
        </Button>
      </div>
    </form>
  )
}
