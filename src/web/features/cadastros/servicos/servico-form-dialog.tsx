import { perguntaCustoAcimaDoPreco } from '../../../../shared/cadastros/custo-preco'
import { createServicoInput, type ServicoView } from '../../../../shared/cadastros/servicos.schemas'
import { podeVer } from '../../../../shared/permissoes/campos-restritos'
import { FormDialog } from '../../../components/form/form-dialog'
import { IntegerField, MoneyField, SwitchFormField } from '../../../components/form/form-fields'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { useCurrentMe } from '../../../lib/current-me'
import { useRegisterForm } from '../lib/use-register-form'
import { servicosResource } from './api/servicos'
import { ServicoFiscalFields } from './servico-fiscal-fields'
import { valoresFiscais } from './servico-fiscal-values'

/**
 * 'Novo Serviço' / 'Editar Serviço': description, price, cost, time, discount allowed, optional code, the
 * optional recurrence (months and/or km) and the optional NFS-e fields (issue 28).
 */
export function ServicoFormDialog({
  servico,
  onClose,
}: {
  servico: ServicoView | null
  onClose: () => void
}) {
  // The cost is for who reads the margins (campos-restritos.ts): hidden and never sent for the others.
  const verCusto = podeVer(useCurrentMe(), 'custo')
  const { form, errors, onSubmit, saving, confirmation } = useRegisterForm({
    schema: createServicoInput,
    resource: servicosResource,
    record: servico,
    defaultValues: {
      codigo: servico?.codigo ?? '',
      descricao: servico?.descricao ?? '',
      // Empty until typed: the schema then answers 'Preencha descrição e preço' (no silent R$ 0,00).
      preco_publico: servico?.preco_publico ?? (null as unknown as number),
      custo_base: servico?.custo_base ?? null,
      tempo_previsto_min: servico?.tempo_previsto_min ?? 60,
      permite_desconto: servico?.permite_desconto ?? true,
      revisao_meses: servico?.revisao_meses ?? null,
      revisao_km: servico?.revisao_km ?? null,
      ...valoresFiscais(servico),
    },
    fieldOrder: [
      'descricao',
      'preco_publico',
      'codigo',
      'custo_base',
      'tempo_previsto_min',
      'revisao_meses',
      'revisao_km',
      'codigo_tributacao',
      'codigo_nbs',
      'aliquota_iss_bp',
      'iss_retido',
    ],
    conflictField: 'codigo',
    perguntar: (values) => perguntaCustoAcimaDoPreco(values, 'serviço'),
    omitir: verCusto ? [] : ['custo_base'],
    onSaved: onClose,
  })

  return (
    <FormDialog
      title={servico ? 'Editar Serviço' : 'Novo Serviço'}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={saving}
      confirmation={confirmation}
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
        <MoneyField control={form.control} name="preco_publico" label="Preço" required />
        {verCusto && <MoneyField control={form.control} name="custo_base" label="Custo" />}
        <IntegerField
          control={form.control}
          name="tempo_previsto_min"
          label="Tempo (min)"
          required
          // Empty is not "use the default": it is shown as an error, so the time is always chosen.
          whenEmpty={Number.NaN}
          maxDigits={5}
        />
      </div>
      <SwitchFormField
        control={form.control}
        name="permite_desconto"
        label="Permite desconto"
        hint="Quando desligado, a OS não aceita desconto nas linhas deste serviço."
        unset
      />
      {/* A recurring service (troca de óleo, revisão) opens the vehicle's next revision when delivered. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <IntegerField
          control={form.control}
          name="revisao_meses"
          label="Revisão a cada (meses)"
          maxDigits={3}
        />
        <IntegerField control={form.control} name="revisao_km" label="Revisão a cada (km)" maxDigits={7} />
      </div>
      <p className="-mt-2 text-muted-foreground text-xs">
        Deixe em branco se o serviço não se repete. Ao entregar uma OS com ele, o veículo entra em Revisões.
      </p>
      <ServicoFiscalFields form={form} />
    </FormDialog>
  )
}
