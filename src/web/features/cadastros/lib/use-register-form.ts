import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { SaveConfirmation } from '../../../components/form/confirm-save-dialog'
import { toastInvalid } from '../../../lib/form-toasts'
import { validarAoSalvar } from '../../../lib/form-validation'
import type { RegisterResource } from '../api/register-resource'
import { useRegisterSave } from './use-register-actions'

/**
 * The wiring every register dialog shares: a form checked by the same zod schema the server uses (typed
 * with the schema's input while editing and its output on submit), saved through `useRegisterSave`, a toast
 * for a form that did not pass (`fieldOrder` says which error it names), and `onSaved` with the saved
 * record. When `perguntar` has a question for the values (a cost above the price), the save waits for the
 * answer in `confirmation`. The dialogs are mounted per record, so `defaultValues` are read once.
 */
export function useRegisterForm<TInput extends FieldValues, TOutput extends FieldValues, TView>({
  schema,
  resource,
  record,
  defaultValues,
  fieldOrder,
  conflictField,
  perguntar,
  omitir = [],
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
  /** A question to confirm before saving these values, or null to save at once. */
  perguntar?: (values: TOutput) => { titulo: string; texto: string } | null
  /** Fields the reader may not see (campos-restritos.ts): never sent, so the stored value stays. */
  omitir?: readonly (keyof TOutput & string)[]
  onSaved: (saved: TView) => void
}) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    ...validarAoSalvar,
    defaultValues,
  })
  const { save, saving } = useRegisterSave<TView, TOutput, TInput>(resource, conflictField)
  const [pendente, setPendente] = useState<{ values: TOutput; titulo: string; texto: string } | null>(null)

  const salvar = async (values: TOutput) => {
    const enviados = { ...values }
    for (const campo of omitir) delete enviados[campo]
    const saved = await save(record?.id ?? null, enviados, form.setError)
    if (saved) onSaved(saved)
  }
  const onSubmit = form.handleSubmit(
    async (values) => {
      const pergunta = perguntar?.(values)
      if (pergunta) setPendente({ values, ...pergunta })
      else await salvar(values)
    },
    (fieldErrors) => toastInvalid(fieldErrors, fieldOrder),
  )
  const confirmation: SaveConfirmation | null = pendente && {
    title: pendente.titulo,
    text: pendente.texto,
    confirm: () => {
      setPendente(null)
      void salvar(pendente.values)
    },
    cancel: () => setPendente(null),
  }
  return {
    form,
    errors: form.formState.errors,
    onSubmit,
    saving: form.formState.isSubmitting || saving,
    confirmation,
  }
}
