import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { createProdutoInput, type ProdutoView, unidades } from '../../../../shared/cadastros/produtos.schemas'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { MoneyInput, QuantityInput } from '../../../components/ui/number-text-input'
import { OptionSelect } from '../../../components/ui/select'
import { RegisterFormDialog } from '../components/register-form-dialog'
import { SwitchField } from '../components/switch-field'
import { toastInvalid } from '../lib/form-toasts'
import { useRegisterSave } from '../lib/use-register-actions'
import { type ProdutoInput, produtosResource } from './api/produtos'

type ProdutoFormValues = z.input<typeof createProdutoInput>

const fieldOrder = [
  'sku',
  'descricao',
  'preco_publico',
  'unidade',
  'custo_base',
  'estoque_atual',
  'estoque_minimo',
] as const

/** 'Novo Produto' / 'Editar Produto': SKU, unit, description, price, cost and optional stock control. */
export function ProdutoFormDialog({
  produto,
  onClose,
}: {
  produto: ProdutoView | null
  onClose: () => void
}) {
  const form = useForm<ProdutoFormValues, unknown, ProdutoInput>({
    resolver: zodResolver(createProdutoInput),
    mode: 'onTouched',
    defaultValues: {
      sku: produto?.sku ?? '',
      unidade: produto?.unidade ?? 'UN',
      descricao: produto?.descricao ?? '',
      // Empty until typed: the schema then answers 'Preencha descrição e preço' (no silent R$ 0,00).
      preco_publico: produto?.preco_publico ?? (null as unknown as number),
      custo_base: produto?.custo_base ?? null,
      controla_estoque: produto?.controla_estoque ?? false,
      estoque_atual: produto?.estoque_atual ?? 0,
      estoque_minimo: produto?.estoque_minimo ?? 0,
    },
  })
  const { save, saving } = useRegisterSave<ProdutoView, ProdutoInput, ProdutoFormValues>(
    produtosResource,
    'sku',
  )
  const { errors, isSubmitting } = form.formState
  const controla = form.watch('controla_estoque')

  const submit = form.handleSubmit(
    async (values) => {
      if (await save(produto?.id ?? null, values, form.setError)) onClose()
    },
    (fieldErrors) => toastInvalid(fieldErrors, fieldOrder),
  )

  return (
    <RegisterFormDialog
      title={produto ? 'Editar Produto' : 'Novo Produto'}
      onClose={onClose}
      onSubmit={submit}
      saving={isSubmitting || saving}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <FormField label="SKU" required error={errors.sku?.message}>
          <Input className="font-mono uppercase" autoCapitalize="characters" {...form.register('sku')} />
        </FormField>
        <Controller
          control={form.control}
          name="unidade"
          render={({ field }) => (
            <FormField label="Unidade" error={errors.unidade?.message}>
              <OptionSelect
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={unidades}
              />
            </FormField>
          )}
        />
      </div>
      <FormField label="Descrição" required error={errors.descricao?.message}>
        <Input {...form.register('descricao')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['preco_publico', 'custo_base'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormField
                label={name === 'preco_publico' ? 'Preço' : 'Custo'}
                required={name === 'preco_publico'}
                error={errors[name]?.message}
              >
                <MoneyInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </FormField>
            )}
          />
        ))}
      </div>
      <Controller
        control={form.control}
        name="controla_estoque"
        render={({ field }) => (
          <SwitchField
            label="Controlar estoque"
            hint={produto ? 'Mudar o estoque atual registra um ajuste no histórico.' : undefined}
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {controla && (
        <div className="grid gap-4 sm:grid-cols-2">
          {(['estoque_atual', 'estoque_minimo'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormField
                  label={name === 'estoque_atual' ? 'Estoque atual' : 'Estoque mínimo'}
                  error={errors[name]?.message}
                >
                  <QuantityInput
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    // Empty means zero here: a stock count always has a value.
                    onValueChange={(v) => field.onChange(v ?? 0)}
                    onBlur={field.onBlur}
                  />
                </FormField>
              )}
            />
          ))}
        </div>
      )}
    </RegisterFormDialog>
  )
}
