import { type ComponentProps, type KeyboardEvent, useState } from 'react'
import { formatQuantidade, parseQuantidade } from '../../../../shared/formatos/quantidade'
import { Input } from '../../../components/ui/input'

type QuantidadeInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'step' | 'max'> & {
  /** The number in the form; `NaN` marks text that is not a number, so the schema shows its message. */
  value: number | null | undefined
  onValueChange: (value: number | null) => void
  /** Arrow up / down add or take this much (SPEC §5: quantity step 1, percent step 0.1). */
  step?: number
  max?: number
}

const round3 = (v: number) => Math.round(v * 1000) / 1000

/**
 * A pt-BR quantity (up to 3 decimals, never negative) typed as text, with the arrow keys stepping it like
 * a number field. While focused the typed text stays as is; on leaving a valid value shows formatted.
 */
export function QuantidadeInput({
  value,
  onValueChange,
  step = 1,
  max,
  onFocus,
  onBlur,
  ...props
}: QuantidadeInputProps) {
  const [draft, setDraft] = useState<string | null>(null)
  const valid = typeof value === 'number' && Number.isFinite(value)
  const text = draft ?? (valid ? formatQuantidade(value) : '')

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    props.onKeyDown?.(e)
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return
    e.preventDefault()
    const next = round3(Math.max(0, (valid ? value : 0) + (e.key === 'ArrowUp' ? step : -step)))
    const bounded = max === undefined ? next : Math.min(max, next)
    if (draft !== null) setDraft(formatQuantidade(bounded))
    onValueChange(bounded)
  }

  return (
    <Input
      {...props}
      type="text"
      role="spinbutton"
      inputMode="decimal"
      autoComplete="off"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={valid ? value : undefined}
      placeholder={props.placeholder ?? '0'}
      value={text}
      onKeyDown={onKeyDown}
      onFocus={(e) => {
        setDraft(valid ? formatQuantidade(value) : text)
        onFocus?.(e)
      }}
      onChange={(e) => {
        const next = e.target.value.replace(/[^\d.,]/g, '')
        setDraft(next)
        onValueChange(next.trim() === '' ? null : (parseQuantidade(next) ?? Number.NaN))
      }}
      onBlur={(e) => {
        if (draft === null || draft.trim() === '' || parseQuantidade(draft) !== null) setDraft(null)
        onBlur?.(e)
      }}
    />
  )
}
