import { type ComponentProps, useState } from 'react'
import { formatCurrency, parseCurrencyInput } from '../../../shared/formatos/moeda'
import { formatQuantidade, parseQuantidade } from '../../../shared/formatos/quantidade'
import { Input } from './input'

type NumberTextInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** The number in the form; `NaN` marks text that is not a number, so the schema shows its message. */
  value: number | null | undefined
  onValueChange: (value: number | null) => void
}

type Codec = {
  parse: (text: string) => number | null
  show: (value: number) => string
  edit: (value: number) => string
}

/**
 * Text in, number out: the person types pt-BR text, the form keeps a number. While focused the raw text
 * stays as typed (no caret jumps); on leaving, a valid value is shown formatted.
 */
function NumberTextInput({
  value,
  onValueChange,
  codec,
  onFocus,
  onBlur,
  ...props
}: NumberTextInputProps & { codec: Codec }) {
  const [draft, setDraft] = useState<string | null>(null)
  const valid = typeof value === 'number' && Number.isFinite(value)
  const text = draft ?? (valid ? codec.show(value) : '')
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onFocus={(e) => {
        setDraft(valid ? codec.edit(value) : text)
        onFocus?.(e)
      }}
      onChange={(e) => {
        const next = e.target.value.replace(/[^\d.,R$\s-]/gi, '')
        setDraft(next)
        onValueChange(next.trim() === '' ? null : (codec.parse(next) ?? Number.NaN))
      }}
      onBlur={(e) => {
        // Keep text that did not parse on screen, so the person sees what the error under the field is about.
        if (draft === null || draft.trim() === '' || codec.parse(draft) !== null) setDraft(null)
        onBlur?.(e)
      }}
    />
  )
}

// While editing, money shows without the symbol ("1.234,50") so only the number is typed over.
const moneyCodec: Codec = {
  parse: parseCurrencyInput,
  show: formatCurrency,
  edit: (v) => formatCurrency(v).replace(/^R\$\s/, ''),
}

/** BRL in integer centavos: accepts "1234,5" or "1.234,50", shows "R$ 1.234,50" (UI.md "Money fields"). */
export function MoneyInput(props: NumberTextInputProps) {
  return <NumberTextInput placeholder="R$ 0,00" {...props} codec={moneyCodec} />
}

const quantidadeCodec: Codec = { parse: parseQuantidade, show: formatQuantidade, edit: formatQuantidade }

/** A quantity in pt-BR with up to 3 decimals ("1,5", "1.234,567"). */
export function QuantityInput(props: NumberTextInputProps) {
  return <NumberTextInput placeholder="0" {...props} codec={quantidadeCodec} />
}
