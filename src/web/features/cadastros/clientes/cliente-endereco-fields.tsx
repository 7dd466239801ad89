import type { UseFormReturn } from 'react-hook-form'
import { EnderecoFields } from '../../../components/endereco/endereco-fields'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import type { ClienteInput } from './api/clientes'
import type { ClienteFormValues } from './cliente-form-dialog'

/** CEP (looked up on leaving the field), street, number, complement, neighbourhood, city and UF. */
export function ClienteEnderecoFields({
  form,
  initialCep,
}: {
  form: UseFormReturn<ClienteFormValues, unknown, ClienteInput>
  initialCep: string | null | undefined
}) {
  const { errors } = form.formState
  return (
    <fieldset className="grid gap-4">
      <legend className="sr-only">Endereço do cliente</legend>
      <EnderecoFields form={form} initialCep={initialCep} comBairro autoCompleteEndereco="address-line1">
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
          <FormField label="Número" error={errors.numero?.message}>
            <Input {...form.register('numero')} />
          </FormField>
          <FormField label="Complemento" error={errors.complemento?.message}>
            <Input {...form.register('complemento')} />
          </FormField>
          <FormField label="Bairro" error={errors.bairro?.message}>
            <Input {...form.register('bairro')} />
          </FormField>
        </div>
      </EnderecoFields>
    </fieldset>
  )
}
