import { TriangleAlert } from 'lucide-react'
import { Controller, useWatch } from 'react-hook-form'
import { ambienteLabels, ambientes, provedores, provedorLabels } from '../../../../shared/fiscal/fiscal'
import type { NfseConfigView } from '../../../../shared/fiscal/fiscal.schemas'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { OptionSelect } from '../../../components/ui/select'
import type { NfseConfigFormApi } from './nfse-config-form-types'

const opcoesProvedor = provedores.map((value) => ({ value, label: provedorLabels[value] }))
const opcoesAmbiente = ambientes.map((value) => ({ value, label: ambienteLabels[value] }))

/** The fiscal API: which provider, which environment and the company's token there. */
export function ProvedorFields({ form, view }: { form: NfseConfigFormApi; view: NfseConfigView }) {
  const { errors } = form.formState
  const ambiente = useWatch({ control: form.control, name: 'ambiente' })
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Provedor</legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        O token fica no painel do provedor, em Minha conta › Empresas › Tokens. Use o de homologação para
        testar e o de produção para emitir de verdade.
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="provedor"
          render={({ field }) => (
            <FormField label="Provedor" required error={errors.provedor?.message}>
              <OptionSelect
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={opcoesProvedor}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="ambiente"
          render={({ field }) => (
            <FormField label="Ambiente" required error={errors.ambiente?.message}>
              <OptionSelect
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={opcoesAmbiente}
              />
            </FormField>
          )}
        />
      </div>
      {ambiente === 'producao' && (
        <div
          role="note"
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            Em produção, as notas emitidas têm valor fiscal: são enviadas à prefeitura e à Receita, e só podem
            ser canceladas dentro do prazo do município. Teste antes em homologação.
          </p>
        </div>
      )}
      <FormField
        label="Token da API"
        required={!view.token_salvo}
        error={errors.token?.message}
        hint={view.token_salvo ? 'Token salvo — deixe em branco para manter' : undefined}
      >
        <Input
          type="password"
          autoComplete="new-password"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={view.token_salvo ? '••••••••' : undefined}
          {...form.register('token')}
        />
      </FormField>
    </fieldset>
  )
}
