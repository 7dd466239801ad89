import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { perfilMessages as m } from '../../../../shared/perfil/perfil.messages'
import {
  type AlterarSenhaForm as AlterarSenhaValues,
  alterarSenhaForm,
} from '../../../../shared/perfil/perfil.schemas'
import { NewPasswordFields } from '../../../components/form/new-password-fields'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError } from '../../../lib/api-client'
import { toastInvalid } from '../../../lib/form-toasts'
import { validarAoSalvar } from '../../../lib/form-validation'
import { useAlterarSenha } from '../api/alterar-senha'

const fieldOrder = ['senha_atual', 'nova_senha', 'confirmar_senha'] as const
const empty: AlterarSenhaValues = { senha_atual: '', nova_senha: '', confirmar_senha: '' }

/** Card 'Alterar senha': current password, new one twice. This browser stays signed in, others end. */
export function AlterarSenhaForm({ email }: { email: string }) {
  const form = useForm<AlterarSenhaValues>({
    resolver: zodResolver(alterarSenhaForm),
    ...validarAoSalvar,
    defaultValues: empty,
  })
  const { errors } = form.formState
  const alterar = useAlterarSenha()
  const saving = form.formState.isSubmitting || alterar.isPending

  const onSubmit = form.handleSubmit(
    async ({ senha_atual, nova_senha }) => {
      try {
        await alterar.mutateAsync({ senha_atual, nova_senha })
        form.reset(empty)
        toast.success('Sucesso', { description: m.senhaAlterada })
      } catch (error) {
        const fromServer = error instanceof ApiError && error.fromServer
        if (fromServer) {
          for (const [field, message] of Object.entries(error.fields ?? {})) {
            if ((fieldOrder as readonly string[]).includes(field)) {
              form.setError(field as (typeof fieldOrder)[number], { message }, { shouldFocus: true })
            }
          }
        }
        toast.error(m.erroSenha, { description: fromServer ? error.message : undefined })
      }
    },
    (fieldErrors) => toastInvalid(fieldErrors, fieldOrder),
  )

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Alterar senha" className="grid gap-4">
      {/* Lets a password manager know whose password this is. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <fieldset disabled={saving} className="grid min-w-0 gap-4">
        <legend className="sr-only">Alterar senha</legend>
        <FormField label="Senha atual" required error={errors.senha_atual?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('senha_atual')} />
        </FormField>
        <NewPasswordFields form={form} />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving} className="w-full sm:w-auto">
          {saving && <Spinner label="" />}
          Alterar senha
        </Button>
      </div>
    </form>
  )
}
