import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { empresaMessages as m } from '../../../shared/empresa/empresa.messages'
import {
  type EmpresaView,
  type UpdateEmpresa,
  updateEmpresaInput,
} from '../../../shared/empresa/empresa.schemas'
import { FUSOS_HORARIOS } from '../../../shared/empresa/fusos-horarios'
import { EnderecoFields } from '../../components/endereco/endereco-fields'
import { EmailField, MaskedField, TelefoneField } from '../../components/form/form-fields'
import { Button } from '../../components/ui/button'
import { FormField } from '../../components/ui/form-field'
import { Input } from '../../components/ui/input'
import { OptionSelect } from '../../components/ui/select'
import { Spinner } from '../../components/ui/spinner'
import { ApiError } from '../../lib/api-client'
import { toastInvalid } from '../../lib/form-toasts'
import { validarAoSalvar } from '../../lib/form-validation'
import { maskCnpj } from '../../lib/masks'
import { useUpdateEmpresa } from './api/update-empresa'
import { type EmpresaFormValues, empresaFieldOrder, toEmpresaFormValues } from './empresa-form-values'
import { EmpresaPixFields } from './empresa-pix-fields'

const fusoOptions = FUSOS_HORARIOS.map(({ value, label }) => ({ value, label }))

/** The Empresa tab's form: every member sees it, only an admin can change and save it (SPEC §2, §5). */
export function EmpresaForm({ empresa, podeEditar }: { empresa: EmpresaView; podeEditar: boolean }) {
  const form = useForm<EmpresaFormValues, unknown, UpdateEmpresa>({
    resolver: zodResolver(updateEmpresaInput),
    ...validarAoSalvar,
    defaultValues: toEmpresaFormValues(empresa),
  })
  const { errors } = form.formState
  const update = useUpdateEmpresa()

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        form.reset(toEmpresaFormValues(await update.mutateAsync(values)))
        toast.success('Sucesso', { description: m.salvas })
      } catch (error) {
        const fromServer = error instanceof ApiError && error.fromServer
        if (fromServer) {
          for (const [field, message] of Object.entries(error.fields ?? {})) {
            form.setError(field as keyof EmpresaFormValues, { message })
          }
        }
        toast.error(m.erroSalvar, { description: fromServer ? error.message : undefined })
      }
    },
    (fieldErrors) => toastInvalid(fieldErrors, empresaFieldOrder),
  )
  const saving = form.formState.isSubmitting || update.isPending

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Dados da empresa" className="grid gap-6">
      {!podeEditar && <p className="text-sm text-muted-foreground">{m.apenasAdmin}.</p>}
      {/* A disabled fieldset disables every control inside it, selects included. */}
      <fieldset disabled={!podeEditar || saving} className="grid min-w-0 gap-4">
        <legend className="sr-only">Dados da empresa</legend>
        <div className="grid items-start gap-4 sm:grid-cols-[1fr_16rem]">
          <FormField label="Nome da empresa" required error={errors.nome_empresa?.message}>
            <Input autoComplete="organization" {...form.register('nome_empresa')} />
          </FormField>
          <MaskedField
            control={form.control}
            name="cnpj"
            label="CNPJ"
            mask={maskCnpj}
            autoCapitalize="characters"
            placeholder="00.000.000/0000-00"
            hint="Numérico ou alfanumérico."
          />
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <TelefoneField control={form.control} name="telefone" label="Telefone" />
        </div>
        <EnderecoFields form={form} initialCep={empresa.cep} autoCompleteEndereco="street-address" />
        <Controller
          control={form.control}
          name="fuso_horario"
          render={({ field }) => (
            <FormField
              label="Fuso horário"
              error={errors.fuso_horario?.message}
              hint="Define o “hoje” de vencimentos, prazos e relatórios."
            >
              <OptionSelect
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={fusoOptions}
              />
            </FormField>
          )}
        />
        <EmpresaPixFields form={form} />
      </fieldset>
      {podeEditar && (
        <div className="flex justify-end">
          <Button type="submit" disabled={saving} className="w-full sm:w-auto">
            {saving && <Spinner label="" />}
            Salvar Configurações
          </Button>
        </div>
      )}
    </form>
  )
}
