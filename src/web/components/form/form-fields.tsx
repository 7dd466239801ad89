import type { ComponentProps } from 'react'
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form'
import { maskTelefone } from '../../lib/masks'
import { FormField } from '../ui/form-field'
import { Input } from '../ui/input'
import { IntegerInput } from '../ui/integer-input'
import { MaskedInput } from '../ui/masked-input'
import { MoneyInput } from '../ui/number-text-input'
import { Textarea } from '../ui/textarea'
import { SwitchField } from './switch-field'

type ControlledProps<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label: string
}

type MaskedInputProps = Omit<
  ComponentProps<typeof MaskedInput>,
  'ref' | 'name' | 'value' | 'onValueChange' | 'onBlur'
>

/** A labelled, re-masked text field (document, phone, plate, chassis). */
export function MaskedField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  ...input
}: ControlledProps<T, TOut> & { required?: boolean; hint?: string } & MaskedInputProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} required={required} error={fieldState.error?.message} hint={hint}>
          <MaskedInput
            ref={field.ref}
            name={field.name}
            value={field.value as string | null | undefined}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            {...input}
          />
        </FormField>
      )}
    />
  )
}

/** 'Celular' / 'Telefone': a Brazilian phone number, masked as it is typed. */
export function TelefoneField<T extends FieldValues, TOut extends FieldValues>(
  props: ControlledProps<T, TOut>,
) {
  return (
    <MaskedField {...props} mask={maskTelefone} type="tel" inputMode="tel" placeholder="(00) 00000-0000" />
  )
}

type IntegerInputProps = Omit<
  ComponentProps<typeof IntegerInput>,
  'ref' | 'name' | 'value' | 'onValueChange' | 'onBlur'
>

/** A whole number ('Ano', 'KM Atual', 'Tempo (min)'); empty is null unless `whenEmpty` says otherwise. */
export function IntegerField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  whenEmpty,
  required,
  ...input
}: ControlledProps<T, TOut> & { whenEmpty?: number; required?: boolean } & IntegerInputProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} required={required} error={fieldState.error?.message}>
          <IntegerInput
            ref={field.ref}
            name={field.name}
            value={field.value as number | null | undefined}
            onValueChange={whenEmpty === undefined ? field.onChange : (v) => field.onChange(v ?? whenEmpty)}
            onBlur={field.onBlur}
            {...input}
          />
        </FormField>
      )}
    />
  )
}

/** 'Preço' / 'Custo': BRL in integer centavos. */
export function MoneyField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  required,
}: ControlledProps<T, TOut> & { required?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} required={required} error={fieldState.error?.message}>
          <MoneyInput
            ref={field.ref}
            name={field.name}
            value={field.value as number | null | undefined}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  )
}

/** An on/off field ('Técnico ativo', 'Permite desconto', 'Controlar estoque'). */
export function SwitchFormField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  hint,
  unset,
}: ControlledProps<T, TOut> & {
  hint?: string
  /** Shown while the value is not set. */
  unset: boolean
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwitchField
          label={label}
          hint={hint}
          checked={(field.value as boolean | null | undefined) ?? unset}
          onCheckedChange={field.onChange}
        />
      )}
    />
  )
}

type RegisteredProps = UseFormRegisterReturn & { error?: string }

/** 'Email', given `form.register('email')` and its error; `required` where the form cannot go without it. */
export function EmailField({ error, required, ...registration }: RegisteredProps & { required?: boolean }) {
  return (
    <FormField label="Email" required={required} error={error}>
      <Input type="email" inputMode="email" autoComplete="email" {...registration} />
    </FormField>
  )
}

/** 'Observações', given `form.register('obs')` and its error. */
export function ObservacoesField({ error, ...registration }: RegisteredProps) {
  return (
    <FormField label="Observações" error={error}>
      <Textarea rows={3} {...registration} />
    </FormField>
  )
}
