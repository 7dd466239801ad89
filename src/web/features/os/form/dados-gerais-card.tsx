import { Controller, type UseFormReturn } from 'react-hook-form'
import { prioridadeLabels, prioridades } from '../../../../shared/os/os.schemas'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { IntegerInput } from '../../../components/ui/integer-input'
import { OptionSelect } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { ClienteCombobox } from '../../cadastros/clientes/cliente-combobox'
import { TecnicoCombobox } from '../../cadastros/tecnicos/tecnico-combobox'
import { CondicoesComerciais } from './condicoes-comerciais'
import { VeiculoPicker } from './item-pickers'
import type { OsFormValues } from './os-form-values'

const prioridadeOptions = prioridades.map((value) => ({ value, label: prioridadeLabels[value] }))

/**
 * 'Dados Gerais' (SPEC §2): client and vehicle and the commercial terms change only in rascunho
 * (`comercial`); the km the vehicle came in with, technician, forecast, priority and notes until the OS
 * is delivered or cancelled (`execucao`): the km is read when the car arrives, before any quote.
 */
export function DadosGeraisCard({
  form,
  comercial,
  execucao,
}: {
  form: UseFormReturn<OsFormValues>
  comercial: boolean
  execucao: boolean
}) {
  const { control, formState } = form
  const { errors } = formState
  const cliente = form.watch('cliente')

  return (
    <Card>
      <CardHeader>
        <CardTitle>Dados Gerais</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid items-start gap-4 md:grid-cols-2">
          <Controller
            control={control}
            name="cliente"
            render={({ field }) => (
              <FormField label="Cliente" required error={errors.cliente?.message}>
                <ClienteCombobox
                  criarNovo
                  value={field.value}
                  onChange={(next) => {
                    if (next?.id !== field.value?.id) form.setValue('veiculo', null, { shouldDirty: true })
                    field.onChange(next)
                    if (next) form.clearErrors('cliente')
                  }}
                  onBlur={field.onBlur}
                  disabled={!comercial}
                />
              </FormField>
            )}
          />
          <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
            <Controller
              control={control}
              name="veiculo"
              render={({ field }) => (
                <FormField label="Veículo" error={errors.veiculo?.message}>
                  <VeiculoPicker
                    clienteId={cliente?.id ?? null}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={!comercial}
                  />
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="km_entrada"
              render={({ field }) => (
                <FormField label="KM de entrada" error={errors.km_entrada?.message}>
                  <IntegerInput
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    maxDigits={7}
                    grouped
                    disabled={!execucao}
                  />
                </FormField>
              )}
            />
          </div>
          <Controller
            control={control}
            name="tecnico"
            render={({ field }) => (
              <FormField label="Técnico responsável" error={errors.tecnico?.message}>
                <TecnicoCombobox
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={!execucao}
                />
              </FormField>
            )}
          />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label="Previsão de entrega" error={errors.previsao_entrega?.message}>
              <Input type="date" disabled={!execucao} {...form.register('previsao_entrega')} />
            </FormField>
            <Controller
              control={control}
              name="prioridade"
              render={({ field }) => (
                <FormField label="Prioridade" error={errors.prioridade?.message}>
                  <OptionSelect
                    ref={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    options={prioridadeOptions}
                    disabled={!execucao}
                  />
                </FormField>
              )}
            />
          </div>
        </div>
        <FormField label="Observações" error={errors.observacoes?.message}>
          <Textarea rows={3} disabled={!execucao} {...form.register('observacoes')} />
        </FormField>
        <CondicoesComerciais form={form} editable={comercial} />
      </CardContent>
    </Card>
  )
}
