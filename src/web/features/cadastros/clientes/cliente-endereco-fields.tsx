import { Controller, type UseFormReturn } from 'react-hook-form'
import { UFS } from '../../../../shared/formatos/uf'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { MaskedInput } from '../../../components/ui/masked-input'
import { OptionSelect } from '../../../components/ui/select'
import { maskCep } from '../../../lib/masks'
import type { ClienteInput } from './api/clientes'
import type { ClienteFormValues } from './cliente-form-dialog'
import { useCepLookup } from './use-cep-lookup'

/** CEP (looked up on leaving the field), street, number, complement, neighbourhood, city and UF. */
export function ClienteEnderecoFields({
  form,
  initialCep,
}: {
  form: UseFormReturn<ClienteFormValues, unknown, ClienteInput>
  initialCep: string | null | undefined
}) {
  const { errors } = form.formState
  const lookup = useCepLookup(initialCep, (endereco) => {
    const fill = { shouldValidate: true, shouldDirty: true } as const
    // A CEP that covers a whole town comes without street or neighbourhood: keep what was typed then.
    if (endereco.logradouro) form.setValue('endereco', endereco.logradouro, fill)
    if (endereco.bairro) form.setValue('bairro', endereco.bairro, fill)
    if (endereco.cidade) form.setValue('cidade', endereco.cidade, fill)
    if ((UFS as readonly string[]).includes(endereco.uf)) form.setValue('uf', endereco.uf, fill)
  })

  return (
    <fieldset className="grid gap-4">
      <legend className="sr-only">Endereço do cliente</legend>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Controller
          control={form.control}
          name="cep"
          render={({ field }) => (
            <FormField label="CEP" error={errors.cep?.message}>
              <MaskedInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={() => {
                  field.onBlur()
                  void lookup(field.value)
                }}
                mask={maskCep}
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder="00000-000"
              />
            </FormField>
          )}
        />
        <FormField label="Endereço" error={errors.endereco?.message}>
          <Input autoComplete="address-line1" {...form.register('endereco')} />
        </FormField>
      </div>
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
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <FormField label="Cidade" error={errors.cidade?.message}>
          <Input autoComplete="address-level2" {...form.register('cidade')} />
        </FormField>
        <Controller
          control={form.control}
          name="uf"
          render={({ field }) => (
            <FormField label="UF" error={errors.uf?.message}>
              <OptionSelect
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={UFS}
                placeholder="UF"
              />
            </FormField>
          )}
        />
      </div>
    </fieldset>
  )
}
