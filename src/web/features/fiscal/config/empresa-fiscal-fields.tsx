import { Controller, useWatch } from 'react-hook-form'
import {
  regimeEspecialLabels,
  regimesEspeciais,
  regimesTributarios,
  regimeTributarioLabels,
} from '../../../../shared/fiscal/fiscal'
import type { NfseConfigView } from '../../../../shared/fiscal/fiscal.schemas'
import { MaskedField } from '../../../components/form/form-fields'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { OptionSelect } from '../../../components/ui/select'
import { maskCnpj } from '../../../lib/masks'
import { MunicipioField } from './municipio-field'
import type { NfseConfigFormApi } from './nfse-config-form-types'

const opcoesRegime = regimesTributarios.map((value) => ({ value, label: regimeTributarioLabels[value] }))
const opcoesEspecial = regimesEspeciais.map((value) => ({ value, label: regimeEspecialLabels[value] }))

/** Who issues the notes: the company's CNPJ, municipal registration, city and tax regime. */
export function EmpresaFiscalFields({ form, view }: { form: NfseConfigFormApi; view: NfseConfigView }) {
  const { errors } = form.formState
  const regime = useWatch({ control: form.control, name: 'regime_tributario' })
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Empresa emitente</legend>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <MaskedField
          control={form.control}
          name="cnpj"
          label="CNPJ"
          required
          mask={maskCnpj}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="00.000.000/0000-00"
        />
        <FormField
          label="Inscrição municipal"
          error={errors.inscricao_municipal?.message}
          hint="Como consta no cadastro da prefeitura."
        >
          <Input autoComplete="off" inputMode="numeric" {...form.register('inscricao_municipal')} />
        </FormField>
      </div>
      <MunicipioField form={form} view={view} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="regime_tributario"
          render={({ field }) => (
            <FormField label="Regime tributário" required error={errors.regime_tributario?.message}>
              <OptionSelect
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={opcoesRegime}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="regime_especial"
          render={({ field }) => (
            <FormField label="Regime especial" error={errors.regime_especial?.message}>
              <OptionSelect
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={opcoesEspecial}
              />
            </FormField>
          )}
        />
      </div>
      {regime === 'simples_nacional' && (
        <FormField
          label="Tributos aproximados do Simples (%)"
          error={errors.tributos_simples?.message}
          hint="O percentual total da faixa do DAS da empresa (pergunte ao contador). Vai na nota das ME/EPP."
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder="6"
            {...form.register('tributos_simples')}
          />
        </FormField>
      )}
    </fieldset>
  )
}
