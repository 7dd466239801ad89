import type { ComponentProps } from 'react'
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { FormField } from '../../../components/ui/form-field'
import { MaskedInput } from '../../../components/ui/masked-input'

// The NFS-e codes of a service, also the company's defaults in Configurações › Nota fiscal. The masks
// only shape the text (UI.md "masks while typing"): the shared schemas take the codes masked or not and
// keep digits only. A saved code arrives as digits and is shown masked.

function agrupar(texto: string, tamanhos: number[]): string {
  const digitos = texto.replace(/\D/g, '').slice(
    0,
    tamanhos.reduce((a, b) => a + b, 0),
  )
  const partes: string[] = []
  let inicio = 0
  for (const tamanho of tamanhos) {
    if (inicio >= digitos.length) break
    partes.push(digitos.slice(inicio, inicio + tamanho))
    inicio += tamanho
  }
  return partes.join('.')
}

/** Código de tributação nacional: `140101` → `14.01.01` (item, subitem, desdobro). */
export const maskCodigoTributacao = (texto: string) => agrupar(texto, [2, 2, 2])

/** Código NBS: `120011000` → `1.2001.10.00`. */
export const maskNbs = (texto: string) => agrupar(texto, [1, 4, 2, 2])

type CampoProps<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label?: string
  required?: boolean
  hint?: string
}

function CodigoField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  mask,
  placeholder,
}: Required<Pick<CampoProps<T, TOut>, 'label'>> &
  CampoProps<T, TOut> &
  Pick<ComponentProps<typeof MaskedInput>, 'mask' | 'placeholder'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} required={required} error={fieldState.error?.message} hint={hint}>
          <MaskedInput
            ref={field.ref}
            name={field.name}
            value={mask((field.value as string | null | undefined) ?? '')}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            mask={mask}
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
          />
        </FormField>
      )}
    />
  )
}

/** 'Código de tributação nacional', typed as 14.01.01. */
export function CodigoTributacaoField<T extends FieldValues, TOut extends FieldValues>(
  props: CampoProps<T, TOut>,
) {
  return (
    <CodigoField
      label="Código de tributação nacional"
      {...props}
      mask={maskCodigoTributacao}
      placeholder="14.01.01"
    />
  )
}

/** 'Código NBS', typed as 1.2001.10.00. */
export function CodigoNbsField<T extends FieldValues, TOut extends FieldValues>(props: CampoProps<T, TOut>) {
  return <CodigoField label="Código NBS" {...props} mask={maskNbs} placeholder="1.2001.10.00" />
}
