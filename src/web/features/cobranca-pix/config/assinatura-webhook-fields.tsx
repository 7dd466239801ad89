import { Controller } from 'react-hook-form'
import type { CobrancaPixConfigView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { CheckboxField } from '../../../components/form/checkbox-field'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import type { CobrancaPixFormApi } from './cobranca-pix-form-types'

/**
 * For the banks that sign their webhook calls: the shared secret. Most banks authenticate by mutual TLS
 * and the secret token in the webhook's address, so it is optional.
 */
export function AssinaturaWebhookFields({
  form,
  view,
}: {
  form: CobrancaPixFormApi
  view: CobrancaPixConfigView
}) {
  const { errors } = form.formState
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Assinatura do webhook (opcional)</legend>
      <FormField
        label="Segredo de assinatura do webhook"
        error={errors.webhook_segredo?.message}
        hint={
          view.webhook_assinado
            ? 'Segredo salvo: avisos sem a assinatura são recusados — deixe em branco para manter'
            : 'Só se o banco assina os avisos de PIX (cabeçalho x-pix-signature com HMAC-SHA256 do corpo).'
        }
      >
        <Input
          type="password"
          autoComplete="new-password"
          placeholder={view.webhook_assinado ? '••••••••' : undefined}
          {...form.register('webhook_segredo')}
        />
      </FormField>
      {view.webhook_assinado && (
        <Controller
          control={form.control}
          name="webhook_assinatura_remover"
          render={({ field }) => (
            <CheckboxField
              label="Parar de verificar a assinatura (apagar o segredo)"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      )}
    </fieldset>
  )
}
