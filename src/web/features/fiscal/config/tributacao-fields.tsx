import { Controller } from 'react-hook-form'
import { SwitchField } from '../../../components/form/switch-field'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { CodigoNbsField, CodigoTributacaoField } from '../../cadastros/servicos/campos-nfse'
import { dica140101 } from './codigos-fiscais'
import type { NfseConfigFormApi } from './nfse-config-form-types'

/** What every note carries unless a service has its own (Cadastros › Serviços › Nota fiscal). */
export function TributacaoFields({ form }: { form: NfseConfigFormApi }) {
  const { errors } = form.formState
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Tributação padrão dos serviços</legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        Valem para os serviços sem código ou alíquota próprios no cadastro de serviços.
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <CodigoTributacaoField control={form.control} name="codigo_tributacao" required hint={dica140101} />
        <FormField
          label="Alíquota de ISS padrão (%)"
          required
          error={errors.aliquota_iss?.message}
          hint="De 2% a 5%, conforme a lei do município."
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="2" {...form.register('aliquota_iss')} />
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <CodigoNbsField
          control={form.control}
          name="codigo_nbs"
          hint="Opcional: a Nomenclatura Brasileira de Serviços, quando o contador indicar."
        />
      </div>
      <Controller
        control={form.control}
        name="emitir_ao_faturar"
        render={({ field }) => (
          <SwitchField
            label="Emitir NFS-e ao faturar"
            hint="Ligado, faturar uma OS com serviços envia a nota sozinho; desligado, emita pela OS."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </fieldset>
  )
}
