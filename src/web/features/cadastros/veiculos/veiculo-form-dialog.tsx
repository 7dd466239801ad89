import { useState } from 'react'
import { Controller } from 'react-hook-form'
import type { z } from 'zod'
import { cores, createVeiculoInput, type VeiculoView } from '../../../../shared/cadastros/veiculos.schemas'
import { formatPlaca } from '../../../../shared/formatos/exibir'
import { FormDialog } from '../../../components/form/form-dialog'
import { IntegerField, MaskedField, ObservacoesField } from '../../../components/form/form-fields'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { OptionSelect } from '../../../components/ui/select'
import { maskChassi, maskPlaca } from '../../../lib/masks'
import { ClienteCombobox, type ClienteRef } from '../clientes/cliente-combobox'
import { useRegisterForm } from '../lib/use-register-form'
import { veiculosResource } from './api/veiculos'
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
  const { form, errors, onSubmit, saving } = useRegisterForm({
    schema: createVeiculoInput,
    resource: veiculosResource,
    record: veiculo,
    defaultValues: toFormValues(veiculo),
    fieldOrder,
    conflictField: 'placa',
    onSaved: onClose,
  })
  const [cliente, setCliente] = useState<ClienteRef | null>(veiculo?.cliente ?? null)
  // A colour typed elsewhere (or an old record) still shows as chosen.
  const cor = form.watch('cor')
  const corOptions = cor && !(cores as readonly string[]).includes(cor) ? [...cores, cor] : cores

  return (
    <FormDialog
      title={veiculo ? 'Editar Veículo' : 'Novo Veículo'}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={saving}
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
        <MaskedField
          control={form.control}
          name="placa"
          label="Placa"
          required
          hint="AAA-9999 ou AAA9A99"
          mask={maskPlaca}
          autoCapitalize="characters"
          className="font-mono uppercase"
        />
        <MaskedField
          control={form.control}
          name="chassi"
          label="Chassi"
          mask={maskChassi}
          maxLength={17}
          autoCapitalize="characters"
          className="font-mono uppercase"
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
        <IntegerField control={form.control} name="ano" label="Ano" maxDigits={4} placeholder="2024" />
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
        <IntegerField
          control={form.control}
          name="km_atual"
          label="KM Atual"
          maxDigits={7}
          grouped
          placeholder="0"
        />
      </div>
      <ObservacoesField error={errors.obs?.message} {...form.register('obs')} />
    </FormDialog>
  )
}
