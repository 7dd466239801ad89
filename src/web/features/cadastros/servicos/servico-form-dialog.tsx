import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { createServicoInput, type ServicoView } from '../../../../shared/cadastros/servicos.schemas'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { IntegerInput } from '../../../components/ui/integer-input'
import { MoneyInput } from '../../../components/ui/number-text-input'
import { RegisterFormDialog } from '../components/register-form-dialog'
import { SwitchField } from '../components/switch-field'
import { toastInvalid } from '../lib/form-toasts'
import { useRegisterSave } from '../lib/use-register-actions'
import { type ServicoInput, servicosResource } from './api/servicos'

type ServicoFormValues = z.input<typeof createServicoInput>

const fieldOrder = ['descricao', 'preco_publico', 'codigo', 'custo_base', 'tempo_previsto_min'] as const

/** 'Novo Serviço' / 'Editar Serviço': description, price, cost, time, discount allowed, optional code. */
export function ServicoFormDialog({
  servico,
  onClose,
}: {
  servico: ServicoView | null
  onClose: () => void
}) {
  const form = useForm<ServicoFormValues, unknown, ServicoInput>({
    resolver: zodResolver(createServicoInput),
    mode: 'onTouched',
    defaultValues: {
      codigo: servico?.codigo ?? '',
      descricao: servico?.descricao ?? '',
      // Empty until typed: the schema then answers 'Preencha descrição e preço' (no silent R$ 0,00).
      preco_publico: servico?.preco_publico ?? (null as unknown as number),
      custo_base: servico?.custo_base ?? null,
      tempo_previsto_min: servico?.tempo_previsto_min ?? 60,
      permite_desconto: servico?.permite_desconto ?? true,
    },
  })
  const { save, saving } = useRegisterSave<ServicoView, ServicoInput, ServicoFormValues>(
    servicosResource,
    'codigo',
  )
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(
    async (values) => {
      if (await save(servico?.id ?? null, values, form.setError)) onClose()
    },
    (fieldErrors) => toastInvalid(fieldErrors, fieldOrder),
  )

  return (
    <RegisterFormDialog
      title={servico ? 'Editar Serviço' : 'Novo Serviço'}
      onClose={onClose}
      onSubmit={submit}
      saving={isSubmitting || saving}
    >
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <FormField label="Código" error={errors.codigo?.message} hint="Gerado automaticamente se vazio">
          <Input className="font-mono uppercase" autoCapitalize="characters" {...form.register('codigo')} />
        </FormField>
        <FormField label="Descrição" required error={errors.descricao?.message}>
          <Input {...form.register('descricao')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="preco_publico"
          render={({ field }) => (
            <FormField label="Preço" required error={errors.preco_publico?.message}>
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
        <Controller
          control={form.control}
          name="custo_base"
          render={({ field }) => (
            <FormField label="Custo" error={errors.custo_base?.message}>
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
        <Controller
          control={form.control}
          name="tempo_previsto_min"
          render={({ field }) => (
            <FormField label="Tempo (min)" error={errors.tempo_previsto_min?.message}>
              <IntegerInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                // Empty is not "use the default": it is shown as an error, so the time is always chosen.
                onValueChange={(v) => field.onChange(v ?? Number.NaN)}
                onBlur={field.onBlur}
                maxDigits={5}
              />
            </FormField>
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="permite_desconto"
        render={({ field }) => (
          <SwitchField
            label="Permite desconto"
            hint="Quando desligado, a OS não aceita desconto nas linhas deste serviço."
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </RegisterFormDialog>
  )
}
