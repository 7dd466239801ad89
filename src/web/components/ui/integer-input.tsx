import type { ComponentProps } from 'react'
import { maskDigits, maskInteiro, parseInteiro } from '../../lib/masks'
import { Input } from './input'

type IntegerInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: number | null | undefined
  onValueChange: (value: number | null) => void
  /** Most digits accepted (a year takes 4). */
  maxDigits?: number
  /** Show pt-BR thousands ("123.456", for km); off for years and minutes. */
  grouped?: boolean
}

/** A whole number typed as digits; empty is null. */
export function IntegerInput({
  value,
  onValueChange,
  maxDigits = 9,
  grouped = false,
  ...props
}: IntegerInputProps) {
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : ''
  const text = grouped ? maskInteiro(raw, maxDigits) : raw
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={grouped ? undefined : maxDigits}
      value={text}
      onChange={(e) => onValueChange(parseInteiro(maskDigits(e.target.value, maxDigits)))}
    />
  )
}
