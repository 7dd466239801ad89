import { Controller } from 'react-hook-form'
import type { CobrancaPixConfigView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { SwitchField } from '../../../components/form/switch-field'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import type { CobrancaPixFormApi } from './cobranca-pix-form-types'

/** The bank's addresses and OAuth credentials, the key the charges are made to, and the on/off switch. */
export function BancoFields({ form, view }: { form: CobrancaPixFormApi; view: CobrancaPixConfigView }) {
  const { errors } = form.formState
  const url = { type: 'url', inputMode: 'url', autoCapitalize: 'off', spellCheck: false } as const
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Banco</legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        Dados fornecidos pelo banco ao liberar a API Pix para a empresa (no internet banking ou com o
        gerente).
      </p>
      <FormField label="URL da API Pix do banco" required error={errors.base_url?.message}>
        <Input {...url} placeholder="https://api.seubanco.com.br/pix/v2" {...form.register('base_url')} />
      </FormField>
      <FormField label="URL do token OAuth" required error={errors.token_url?.message}>
        <Input
          {...url}
          placeholder="https://api.seubanco.com.br/oauth/token"
          {...form.register('token_url')}
        />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Client ID" required error={errors.client_id?.message}>
          <Input autoComplete="off" autoCapitalize="off" spellCheck={false} {...form.register('client_id')} />
        </FormField>
        <FormField
          label="Client secret"
          required={!view.configurado}
          error={errors.client_secret?.message}
          hint={view.configurado ? 'Client secret salvo — deixe em branco para manter' : undefined}
        >
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={view.configurado ? '••••••••' : undefined}
            {...form.register('client_secret')}
          />
        </FormField>
      </div>
      <FormField
        label="Chave PIX cadastrada no banco"
        required
        error={errors.chave?.message}
        hint="A chave da conta onde as cobranças serão pagas, exatamente como cadastrada no banco."
      >
        <Input autoComplete="off" autoCapitalize="off" spellCheck={false} {...form.register('chave')} />
      </FormField>
      <Controller
        control={form.control}
        name="ativo"
        render={({ field }) => (
          <SwitchField
            label="Cobrança automática ativa"
            hint="Desligada, nenhuma cobrança nova é registrada no banco; a configuração continua salva."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </fieldset>
  )
}
