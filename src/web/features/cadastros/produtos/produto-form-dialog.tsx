import { Controller } from 'react-hook-form'
import { perguntaCustoAcimaDoPreco } from '../../../../shared/cadastros/custo-preco'
import { createProdutoInput, type ProdutoView, unidades } from '../../../../shared/cadastros/produtos.schemas'
import { podeVer } from '../../../../shared/permissoes/campos-restritos'
import { FormDialog } from '../../../components/form/form-dialog'
import { MoneyField, SwitchFormField } from '../../../components/form/form-fields'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { QuantityInput } from '../../../components/ui/number-text-input'
import { OptionSelect } from '../../../components/ui/select'
import { useCurrentMe } from '../../../lib/current-me'
import { useRegisterForm } from '../lib/use-register-form'
import { produtosResource } from './api/produtos'

/** 'Novo Produto' / 'Editar Produto': SKU, unit, description, price, cost and optional stock control. */
export function ProdutoFormDialog({
  produto,
  onClose,
}: {
  produto: ProdutoView | null
  onClose: () => void
}) {
  // The cost is for who reads the margins (campos-restritos.ts): hidden and never sent for the others.
  const verCusto = podeVer(useCurrentMe(), 'custo')
  const { form, errors, onSubmit, saving, confirmation } = useRegisterForm({
    schema: createProdutoInput,
    resource: produtosResource,
    record: produto,
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
    fieldOrder: [
      'sku',
      'descricao',
      'preco_publico',
      'unidade',
      'custo_base',
      'estoque_atual',
      'estoque_minimo',
    ],
    conflictField: 'sku',
    perguntar: (values) => perguntaCustoAcimaDoPreco(values, 'produto'),
    omitir: verCusto ? [] : ['custo_base'],
    onSaved: onClose,
  })
  const controla = form.watch('controla_estoque')

  return (
    <FormDialog
      title={produto ? 'Editar Produto' : 'Novo Produto'}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={saving}
      confirmation={confirmation}
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
        <MoneyField control={form.control} name="preco_publico" label="Preço" required />
        {verCusto && <MoneyField control={form.control} name="custo_base" label="Custo" />}
      </div>
      <SwitchFormField
        control={form.control}
        name="controla_estoque"
        label="Controlar estoque"
        hint={produto ? 'Mudar o estoque atual registra um ajuste no histórico.' : undefined}
        unset={false}
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
    </FormDialog>
  )
}
