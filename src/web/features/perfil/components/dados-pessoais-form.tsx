import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { perfilMessages as m } from '../../../../shared/perfil/perfil.messages'
import {
  type PerfilView,
  type UpdatePerfil,
  type UpdatePerfilInput,
  updatePerfilInput,
} from '../../../../shared/perfil/perfil.schemas'
import { roleLabel } from '../../../../shared/permissoes/permissoes'
import { TelefoneField } from '../../../components/form/form-fields'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError } from '../../../lib/api-client'
import { toastInvalid } from '../../../lib/form-toasts'
import { validarAoSalvar } from '../../../lib/form-validation'
import { maskTelefone } from '../../../lib/masks'
import { useUpdatePerfil } from '../api/update-perfil'

const fieldOrder = ['nome_completo', 'telefone'] as const

const toFormValues = (perfil: PerfilView): UpdatePerfilInput => ({
  nome_completo: perfil.nome_completo,
  telefone: maskTelefone(perfil.telefone ?? ''),
})

/** Card 'Dados pessoais': the own name and phone; email and profile are shown, changed only by an admin. */
export function DadosPessoaisForm({ perfil }: { perfil: PerfilView }) {
  const form = useForm<UpdatePerfilInput, unknown, UpdatePerfil>({
    resolver: zodResolver(updatePerfilInput),
    ...validarAoSalvar,
    defaultValues: toFormValues(perfil),
  })
  const { errors } = form.formState
  const update = useUpdatePerfil()
  const saving = form.formState.isSubmitting || update.isPending

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        form.reset(toFormValues(await update.mutateAsync(values)))
        toast.success('Sucesso', { description: m.atualizado })
      } catch (error) {
        const fromServer = error instanceof ApiError && error.fromServer
        if (fromServer) {
          for (const [field, message] of Object.entries(error.fields ?? {})) {
            if ((fieldOrder as readonly string[]).includes(field)) {
              form.setError(field as (typeof fieldOrder)[number], { message })
            }
          }
        }
        toast.error(m.erroSalvar, { description: fromServer ? error.message : undefined })
      }
    },
    (fieldErrors) => toastInvalid(fieldErrors, fieldOrder),
  )

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Dados pessoais" className="grid gap-4">
      <fieldset disabled={saving} className="grid min-w-0 gap-4">
        <legend className="sr-only">Dados pessoais</legend>
        <FormField label="Nome completo" required error={errors.nome_completo?.message}>
          <Input autoComplete="name" {...form.register('nome_completo')} />
        </FormField>
        <FormField label="Email" hint="O email de acesso não pode ser alterado aqui.">
          <Input type="email" value={perfil.email} readOnly className="bg-muted" />
        </FormField>
        <TelefoneField control={form.control} name="telefone" label="Telefone" />
        <div className="grid gap-1.5">
          <span className="text-sm leading-none font-medium">Perfil</span>
          <Badge variant="secondary" className="justify-self-start">
            {roleLabel(perfil.role)}
          </Badge>
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving} className="w-full sm:w-auto">
          {saving && <Spinner label="" />}
          Salvar
        </Button>
      </div>
    </form>
  )
}
