import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { cores, createVeiculoInput, type VeiculoView } from '../../../../shared/cadastros/veiculos.schemas'
import { formatPlaca } from '../../../../shared/documentos/placa'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { IntegerInput } from '../../../components/ui/integer-input'
import { MaskedInput } from '../../../components/ui/masked-input'
import { OptionSelect } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { maskChassi, maskPlaca } from '../../../lib/masks'
import { ClienteCombobox, type ClienteRef } from '../clientes/cliente-combobox'
import { RegisterFormDialog } from '../components/register-form-dialog'
import { toastInvalid } from '../lib/form-toasts'
import { useRegisterSave } from '../lib/use-register-actions'
import { type VeiculoInput, veiculosResource } from './api/veiculos'
import { MarcaField } from './marca-field'

type VeiculoFormValues = z.input<typeof createVeiculoInput>

const fieldOrder = [
  'cliente_id',
  'placa',
  'chassi',
  'marca',
  'modelo',
  'ano',
  'cor',
  'km_atual',
  'obs',
] as const

function toFormValues(veiculo: VeiculoView | null): VeiculoFormValues {
  return {
    cliente_id: veiculo?.cliente_id ?? '',
    placa: veiculo ? formatPlaca(veiculo.placa) : '',
    chassi: veiculo?.chassi ?? '',
    marca: veiculo?.marca ?? '',
    modelo: veiculo?.modelo ?? '',
    ano: veiculo?.ano ?? null,
    cor: veiculo?.cor ?? '',
    km_atual: veiculo?.km_atual ?? null,
    obs: veiculo?.obs ?? '',
  }
}

/** 'Novo Veículo' / 'Editar Veículo' (SPEC §2), validated by the schema the server uses. */
export function VeiculoFormDialog({
  veiculo,
  onClose,
}: {
  veiculo: VeiculoView | null
  onClose: () => void
}) {
  const form = useForm<VeiculoFormValues, unknown, VeiculoInput>({
    resolver: zodResolver(createVeiculoInput),
    mode: 'onTouched',
    defaultValues: toFormValues(veiculo),
  })
  const [cliente, setCliente] = useState<ClienteRef | null>(veiculo?.cliente ?? null)
  const { save, saving } = useRegisterSave<VeiculoView, VeiculoInput, VeiculoFormValues>(
    veiculosResource,
    'placa',
  )
  const { errors, isSubmitting } = form.formState
  // A colour typed elsewhere (or an old record) still shows as chosen.
  const cor = form.watch('cor')
  const corOptions = cor && !(cores as readonly string[]).includes(cor) ? [...cores, cor] : cores

  const submit = form.handleSubmit(
    async (values) => {
      if (await save(veiculo?.id ?? null, values, form.setError)) onClose()
    },
    (fieldErrors) => toastInvalid(fieldErrors, fieldOrder),
  )

  return (
    <RegisterFormDialog
      title={veiculo ? 'Editar Veículo' : 'Novo Veículo'}
      onClose={onClose}
      onSubmit={submit}
      saving={isSubmitting || saving}
      wide
    >
      <Controller
        control={form.control}
        name="cliente_id"
        render={({ field }) => (
          <FormField label="Cliente" required error={errors.cliente_id?.message}>
            <ClienteCombobox
              value={cliente}
              onChange={(next) => {
                setCliente(next)
                field.onChange(next?.id ?? '')
              }}
              onBlur={field.onBlur}
            />
          </FormField>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="placa"
          render={({ field }) => (
            <FormField label="Placa" required error={errors.placa?.message} hint="AAA-9999 ou AAA9A99">
              <MaskedInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                mask={maskPlaca}
                autoCapitalize="characters"
                className="font-mono uppercase"
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="chassi"
          render={({ field }) => (
            <FormField label="Chassi" error={errors.chassi?.message}>
              <MaskedInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                mask={maskChassi}
                maxLength={17}
                autoCapitalize="characters"
                className="font-mono uppercase"
              />
            </FormField>
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="marca"
          render={({ field }) => (
            <MarcaField
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.marca?.message}
            />
          )}
        />
        <FormField label="Modelo" required error={errors.modelo?.message}>
          <Input {...form.register('modelo')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="ano"
          render={({ field }) => (
            <FormField label="Ano" error={errors.ano?.message}>
              <IntegerInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                maxDigits={4}
                placeholder="2024"
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="cor"
          render={({ field }) => (
            <FormField label="Cor" error={errors.cor?.message}>
              <OptionSelect
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={corOptions}
                placeholder="Selecione a cor"
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="km_atual"
          render={({ field }) => (
            <FormField label="KM Atual" error={errors.km_atual?.message}>
              <IntegerInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                maxDigits={7}
                grouped
                placeholder="0"
              />
            </FormField>
          )}
        />
      </div>
      <FormField label="Observações" error={errors.obs?.message}>
        <Textarea rows={3} {...form.register('obs')} />
      </FormField>
    </RegisterFormDialog>
  )
}
