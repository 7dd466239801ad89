import type { ComponentType } from 'react'
import { Controller, type RefCallBack, type UseFormReturn } from 'react-hook-form'
import { formaPagamentoLabels, formasPagamento } from '../../../../shared/os/os.schemas'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { IntegerInput } from '../../../components/ui/integer-input'
import { MoneyInput, QuantityInput } from '../../../components/ui/number-text-input'
import { OptionSelect } from '../../../components/ui/select'
import type { OsFormValues } from './os-form-values'

const formaOptions = formasPagamento.map((value) => ({ value, label: formaPagamentoLabels[value] }))
const descontoOptions = [
  { value: 'nenhum', label: 'Sem desconto' },
  { value: 'percentual', label: 'Percentual (%)' },
  { value: 'valor', label: 'Valor (R$)' },
]

type NumeroName = 'garantia_dias' | 'desconto_percentual' | 'desconto_valor' | 'acrescimos_valor'
type NumeroInputProps = {
  ref: RefCallBack
  name: string
  value: number | null
  onValueChange: (value: number | null) => void
  onBlur: () => void
  disabled: boolean
}

/** Warranty days: up to four digits. */
const DiasInput = (props: NumeroInputProps) => <IntegerInput maxDigits={4} {...props} />

/** A number field of the form, with its label and error, typed into `input`. */
function NumeroField({
  form,
  name,
  label,
  input: NumeroInput,
  disabled,
}: {
  form: UseFormReturn<OsFormValues>
  name: NumeroName
  label: string
  input: ComponentType<NumeroInputProps>
  disabled: boolean
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={form.formState.errors[name]?.message}>
          <NumeroInput
            ref={field.ref}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
          />
        </FormField>
      )}
    />
  )
}

/** Warranty, OS discount, surcharges and payment: part of the quote, so editable only in rascunho. */
export function CondicoesComerciais({
  form,
  editable,
}: {
  form: UseFormReturn<OsFormValues>
  editable: boolean
}) {
  const { control } = form
  const { errors } = form.formState
  const tipo = form.watch('desconto_tipo')

  return (
    <div className="grid items-start gap-4 border-t border-border pt-4 sm:grid-cols-2 lg:grid-cols-4">
      <NumeroField
        form={form}
        name="garantia_dias"
        label="Garantia (dias)"
        input={DiasInput}
        disabled={!editable}
      />
      <Controller
        control={control}
        name="desconto_tipo"
        render={({ field }) => (
          <FormField label="Tipo de desconto" error={errors.desconto_tipo?.message}>
            <OptionSelect
              ref={field.ref}
              value={field.value ?? 'nenhum'}
              onValueChange={(v) => field.onChange(v === 'nenhum' ? null : v)}
              onBlur={field.onBlur}
              options={descontoOptions}
              disabled={!editable}
            />
          </FormField>
        )}
      />
      {tipo === 'percentual' ? (
        <NumeroField
          form={form}
          name="desconto_percentual"
          label="Desconto da OS (%)"
          input={QuantityInput}
          disabled={!editable}
        />
      ) : (
        <NumeroField
          form={form}
          name="desconto_valor"
          label="Desconto da OS (R$)"
          input={MoneyInput}
          disabled={!editable || tipo === null}
        />
      )}
      <NumeroField
        form={form}
        name="acrescimos_valor"
        label="Acréscimos (R$)"
        input={MoneyInput}
        disabled={!editable}
      />
      <Controller
        control={control}
        name="forma_pagamento_preferida"
        render={({ field }) => (
          <FormField label="Forma de pagamento preferida" error={errors.forma_pagamento_preferida?.message}>
            <OptionSelect
              ref={field.ref}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={formaOptions}
              disabled={!editable}
            />
          </FormField>
        )}
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <FormField label="Condições de pagamento" error={errors.condicoes_pagamento?.message}>
          <Input disabled={!editable} {...form.register('condicoes_pagamento')} />
        </FormField>
      </div>
    </div>
  )
}
