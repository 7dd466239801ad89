import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { usuariosMessages as m } from '../../../../shared/usuarios/usuarios.messages'
import { type CreateUsuarioInput, createUsuarioInput } from '../../../../shared/usuarios/usuarios.schemas'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { EmailField, TelefoneField } from '../../cadastros/components/form-fields'
import { RegisterFormDialog } from '../../cadastros/components/register-form-dialog'
import { toastInvalid } from '../../cadastros/lib/form-toasts'
import { useCreateUsuario } from '../api/create-usuario'
import { avisarErroAoSalvar, PerfilField } from './usuario-campos'

type Values = z.input<typeof createUsuarioInput>
const fieldOrder = ['nome_completo', 'email', 'telefone', 'role', 'password'] as const

/** 'Novo Usuário' (SPEC §2, §7 create): name, email, phone, profile and a password of at least 6. */
export function NovoUsuarioDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateUsuario()
  const form = useForm<Values, unknown, CreateUsuarioInput>({
    resolver: zodResolver(createUsuarioInput),
    mode: 'onTouched',
    defaultValues: { nome_completo: '', email: '', telefone: '', role: 'operador', password: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await create.mutateAsync(values)
        toast.success('Sucesso', { description: m.criado })
        onClose()
      } catch (error) {
        avisarErroAoSalvar(error, form.setError)
      }
    },
    (fieldErrors) => toastInvalid(fieldErrors, fieldOrder),
  )

  return (
    <RegisterFormDialog
      title="Novo Usuário"
      onClose={onClose}
      onSubmit={onSubmit}
      saving={form.formState.isSubmitting || create.isPending}
    >
      <FormField label="Nome completo" required error={errors.nome_completo?.message}>
        <Input autoComplete="off" {...form.register('nome_completo')} />
      </FormField>
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TelefoneField control={form.control} name="telefone" label="Telefone" />
        <PerfilField control={form.control} name="role" />
      </div>
      <FormField label="Senha" required error={errors.password?.message} hint="Mínimo de 6 caracteres">
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
    </RegisterFormDialog>
  )
}
