import { Controller } from 'react-hook-form'
import { CheckboxField } from '../../../components/form/checkbox-field'
import { IntegerField } from '../../../components/form/form-fields'
import type { LembretesFormApi } from './lembretes-form-types'

/** When a title is remembered: some days before its due date, on the day, some days after (0: never). */
export function QuandoLembrarFields({ form }: { form: LembretesFormApi }) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Quando lembrar</legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        Contados em dias corridos a partir do vencimento de cada parcela em aberto. Use 0 para não lembrar
        antes ou depois.
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <IntegerField
          control={form.control}
          name="dias_antes"
          label="Dias antes do vencimento"
          maxDigits={2}
          placeholder="0"
        />
        {/* In reading order, between the days before and after; level with the fields beside it. */}
        <div className="sm:pt-8">
          <Controller
            control={form.control}
            name="no_dia"
            render={({ field }) => (
              <CheckboxField
                label="No dia do vencimento"
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
        <IntegerField
          control={form.control}
          name="dias_depois"
          label="Dias após o vencimento"
          maxDigits={2}
          placeholder="0"
        />
      </div>
    </fieldset>
  )
}
