import { zodResolver } from '@hookform/resolvers/zod'
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { RegisterResource } from '../api/register-resource'
import { toastInvalid } from './form-toasts'
import { useRegisterSave } from './use-register-actions'

/**
 * The wiring every register dialog shares: a form checked by the same zod schema the server uses (typed
 * with the schema's input while editing and its output on submit), saved through `useRegisterSave`, a toast
 * for a form that did not pass (`fieldOrder` says which error it names), and `onSaved` after a save.
 * The dialogs are mounted per record, so `defaultValues` are read once.
 */
export function useRegisterForm<TInput extends FieldValues, TOutput extends FieldValues, TView>({
  schema,
  resource,
  record,
  defaultValues,
  fieldOrder,
  conflictField,
  onSaved,
}: {
  /** The create schema: `TInput` is what the fields hold, `TOutput` what is sent (z.input / z.output). */
  schema: z.ZodType<TOutput, TInput>
  resource: RegisterResource<TView, TOutput>
  /** The record being edited, or null for a new one. */
  record: { id: string } | null
  defaultValues: DefaultValues<TInput>
  fieldOrder: readonly (keyof TInput & string)[]
  /** Where a 409 (duplicate document, plate, code, SKU) is shown. */
  conflictField?: Path<TInput>
  onSaved: () => void
}) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  })
  const { save, saving } = useRegisterSave<TView, TOutput, TInput>(resource, conflictField)
  const onSubmit = form.handleSubmit(
    async (values) => {
      if (await save(record?.id ?? null, values, form.setError)) onSaved()
    },
    (fieldErrors) => toastInvalid(fieldErrors, fieldOrder),
  )
  return {
    form,
    errors: form.formState.errors,
    onSubmit,
    saving: form.formState.isSubmitting || saving,
  }
}
