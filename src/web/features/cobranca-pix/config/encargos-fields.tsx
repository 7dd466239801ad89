import type { ReactElement } from 'react'
import { IntegerField } from '../../../components/form/form-fields'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import type { CobrancaPixCampo } from '../lib/cobranca-pix-form-values'
import type { CobrancaPixFormApi } from './cobranca-pix-form-types'

type Percentual = Extract<CobrancaPixCampo, `${string}_percentual${string}`>

/** A percentage typed as '2' or '2,5', with the % beside it. */
function PercentualField({
  form,
  name,
  label,
}: {
  form: CobrancaPixFormApi
  name: Percentual
  label: string
}): ReactElement {
  return (
    <FormField label={label} error={form.formState.errors[name]?.message}>
      <Input inputMode="decimal" autoComplete="off" placeholder="0" {...form.register(name)} />
    </FormField>
  )
}

/** What the bank adds after the due date (fine, monthly interest), the early-payment discount, and how long a charge stays payable. */
export function EncargosFields({ form }: { form: CobrancaPixFormApi }) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Multa, juros e desconto</legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        O banco calcula o valor no dia do pagamento. Use 0 para não cobrar multa ou juros.
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <PercentualField form={form} name="multa_percentual" label="Multa após o vencimento (%)" />
        <PercentualField form={form} name="juros_percentual_mes" label="Juros ao mês (%)" />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <PercentualField
          form={form}
          name="desconto_percentual"
          label="Desconto por pagamento antecipado (%)"
        />
        <IntegerField
          control={form.control}
          name="desconto_dias"
          label="Dias antes do vencimento"
          maxDigits={2}
          placeholder="0"
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <IntegerField
          control={form.control}
          name="validade_dias"
          label="Dias para pagar após o vencimento"
          maxDigits={3}
          placeholder="30"
        />
      </div>
    </fieldset>
  )
}
