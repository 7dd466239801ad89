import { AlertTriangle, Trash2 } from 'lucide-react'
import type { ComponentType } from 'react'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { osMessages as m } from '../../../../shared/os/os.messages'
import { discountFromPercent, lineSubtotal, percentFromDiscount } from '../../../../shared/os/os-totais'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { MoneyInput } from '../../../components/ui/number-text-input'
import { EstoqueLinha } from './estoque-linha'
import type { ItemFormValues, OsFormValues } from './os-form-values'
import { QuantidadeInput } from './quantidade-input'

/** A number the math can use (an empty or mistyped field counts as zero until fixed). */
export const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

export const itemSubtotal = (i: ItemFormValues) =>
  lineSubtotal({
    quantidade: num(i.quantidade),
    valor_unitario: num(i.valor_unitario),
    desconto_valor: i.permite_desconto === false ? 0 : num(i.desconto_valor),
  })

/**
 * One line of the OS: quantity, unit value, discount % and R$ kept in step by the shared rules, subtotal.
 * A card on phones, a row from md up (the column titles are then in the list's header).
 */
export function ItemLine({
  form,
  index,
  editable,
  onRemove,
}: {
  form: UseFormReturn<OsFormValues>
  index: number
  editable: boolean
  onRemove: () => void
}) {
  const { control, setValue } = form
  const item = useWatch({ control, name: `itens.${index}` }) as ItemFormValues
  const errors = form.formState.errors.itens?.[index]
  const semDesconto = item.permite_desconto === false
  const p = `itens.${index}` as const
  const set = { shouldDirty: true, shouldValidate: true } as const

  /** Quantity or price changed: the discount follows its percent. */
  const resync = (quantidade: number | null, valorUnitario: number | null) => {
    if (semDesconto || item.desconto_percentual === null || !Number.isFinite(item.desconto_percentual)) return
    setValue(
      `${p}.desconto_valor`,
      discountFromPercent(num(quantidade), num(valorUnitario), item.desconto_percentual),
      set,
    )
  }
  const descricao = item.descricao || 'Item'
  const curto =
    item.quantidade !== null && item.controla_estoque && num(item.quantidade) > num(item.estoque_atual)

  return (
    <li
      aria-label={descricao}
      className="grid grid-cols-2 gap-3 rounded-lg border border-border p-3 md:grid-cols-[minmax(0,1fr)_6.5rem_8rem_6rem_8rem_7.5rem_2.5rem] md:items-start md:rounded-none md:[&_label]:sr-only md:border-0 md:border-b md:px-0 md:py-3"
    >
      <div className="col-span-2 grid gap-1 md:col-span-1">
        <FormField label="Descrição" error={errors?.descricao?.message}>
          <Input disabled={!editable} {...form.register(`${p}.descricao`)} />
        </FormField>
        {item.tipo === 'produto' && <EstoqueLinha item={item} />}
        {curto && (
          <p className="flex items-center gap-1 text-xs font-medium text-amber-700">
            <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
            {m.estoqueInsuficiente}
          </p>
        )}
      </div>
      <ItemNumeroField
        form={form}
        index={index}
        campo="quantidade"
        label="Quantidade"
        input={QuantidadeInput}
        disabled={!editable}
        onValue={(v) => resync(v, item.valor_unitario)}
      />
      <ItemNumeroField
        form={form}
        index={index}
        campo="valor_unitario"
        label="Valor unitário"
        input={MoneyInput}
        disabled={!editable}
        onValue={(v) => resync(item.quantidade, v)}
      />
      <ItemNumeroField
        form={form}
        index={index}
        campo="desconto_percentual"
        label="Desconto (%)"
        input={PercentualInput}
        semDesconto={semDesconto}
        disabled={!editable || semDesconto}
        onValue={(v) => {
          if (v !== null && Number.isFinite(v))
            setValue(
              `${p}.desconto_valor`,
              discountFromPercent(num(item.quantidade), num(item.valor_unitario), v),
              set,
            )
        }}
      />
      <ItemNumeroField
        form={form}
        index={index}
        campo="desconto_valor"
        label="Desconto (R$)"
        input={MoneyInput}
        semDesconto={semDesconto}
        disabled={!editable || semDesconto}
        onValue={(v) => {
          if (v !== null && Number.isFinite(v))
            setValue(
              `${p}.desconto_percentual`,
              percentFromDiscount(num(item.quantidade), num(item.valor_unitario), v),
              set,
            )
        }}
      />
      <div className="grid gap-1.5">
        <span className="text-sm font-medium md:sr-only">Subtotal</span>
        <output
          aria-label={`Subtotal de ${descricao}`}
          className="flex h-10 items-center text-sm font-semibold tabular-nums md:justify-end"
        >
          {formatCurrency(itemSubtotal(item))}
        </output>
      </div>
      <div className="flex items-end justify-end md:h-10 md:items-center">
        {editable && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={onRemove}
            aria-label={`Remover ${descricao}`}
            className="text-destructive hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
    </li>
  )
}

type ItemNumeroInputProps = {
  name: string
  value: number | null | undefined
  onValueChange: (value: number | null) => void
  onBlur: () => void
  disabled: boolean
  title?: string
}

/** The discount percent: arrows step 0.1, at most 100. */
const PercentualInput = (props: ItemNumeroInputProps) => <QuantidadeInput step={0.1} max={100} {...props} />

/**
 * A number of the line with its label and error. `onValue` runs after the field takes a typed value (to keep
 * the other numbers in step); with `semDesconto` (a service without discounts) it shows 0 and says why.
 */
function ItemNumeroField({
  form,
  index,
  campo,
  label,
  input: NumeroInput,
  semDesconto = false,
  disabled,
  onValue,
}: {
  form: UseFormReturn<OsFormValues>
  index: number
  campo: 'quantidade' | 'valor_unitario' | 'desconto_percentual' | 'desconto_valor'
  label: string
  input: ComponentType<ItemNumeroInputProps>
  semDesconto?: boolean
  disabled: boolean
  onValue: (value: number | null) => void
}) {
  return (
    <Controller
      control={form.control}
      name={`itens.${index}.${campo}`}
      render={({ field }) => (
        <FormField label={label} error={form.formState.errors.itens?.[index]?.[campo]?.message}>
          <NumeroInput
            name={field.name}
            value={semDesconto ? 0 : field.value}
            onValueChange={(v) => {
              field.onChange(v)
              onValue(v)
            }}
            onBlur={field.onBlur}
            disabled={disabled}
            title={semDesconto ? 'Este serviço não permite desconto' : undefined}
          />
        </FormField>
      )}
    />
  )
}
