import type { ComponentProps } from 'react'
import { Input } from './input'

type MaskedInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string | null | undefined
  onValueChange: (value: string) => void
  mask: (text: string) => string
}

/** A text input whose value is re-masked on every keystroke (CPF/CNPJ, phone, CEP, plate). */
export function MaskedInput({ value, onValueChange, mask, ...props }: MaskedInputProps) {
  return <Input {...props} value={value ?? ''} onChange={(e) => onValueChange(mask(e.target.value))} />
}
