import { type Control, Controller } from 'react-hook-form'
import { consentimentoMessages as m } from '../../../../../shared/consentimento/consentimento'
import { CheckboxField } from '../../../../components/form/checkbox-field'
import type { ClienteFormValues } from '../cliente-form-dialog'

/**
 * 'Comunicações (LGPD)': service messages need no consent (contract execution); reminders and promotions
 * do. The server records when and where the answer changed.
 */
export function ClienteConsentimentoField({ control }: { control: Control<ClienteFormValues> }) {
  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{m.secao}</legend>
      <p className="text-xs text-muted-foreground">{m.explicacaoServico}</p>
      <Controller
        control={control}
        name="consentimento_marketing"
        render={({ field }) => (
          <CheckboxField
            label={m.rotuloBalcao}
            hint="Lembretes de revisão e promoções só vão para quem aceitou. O cliente pode sair a qualquer momento pelo link das mensagens."
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </fieldset>
  )
}
