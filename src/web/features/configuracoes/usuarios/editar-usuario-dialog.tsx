import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { usuariosMessages as m } from '../../../../shared/usuarios/usuarios.messages'
import {
  type UpdateUsuarioInput,
  type UsuarioView,
  updateUsuarioInput,
} from '../../../../shared/usuarios/usuarios.schemas'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { maskTelefone } from '../../../lib/masks'
import { SwitchFormField, TelefoneField } from '../../cadastros/components/form-fields'
import { RegisterFormDialog } from '../../cadastros/components/register-form-dialog'
import { toastInvalid } from '../../cadastros/lib/form-toasts'
import { useUpdateUsuario } from '../api/update-usuario'
import { avisarErroAoSalvar, PerfilField } from './usuario-campos'

type Values = z.input<typeof updateUsuarioInput>
const fieldOrder = ['nome_completo', 'telefone', 'role'] as const

/** 'Editar Usuário' (SPEC §2, §7 update): the email is shown but cannot change (SPEC §5). */
export function EditarUsuarioDialog({ usuario, onClose }: { usuario: UsuarioView; onClose: () => void }) {
  const update = useUpdateUsuario()
  const form = useForm<Values, unknown, UpdateUsuarioInput>({
    resolver: zodResolver(updateUsuarioInput),
    mode: 'onTouched',
    defaultValues: {
      nome_completo: usuario.nome_completo,
      email: usuario.email,
      telefone: maskTelefone(usuario.telefone ?? ''),
      role: usuario.role,
      ativo: usuario.ativo,
    },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await update.mutateAsync({ id: usuario.id, input: values })
        toast.success('Sucesso', { description: m.atualizado })
        onClose()
      } catch (error) {
        avisarErroAoSalvar(error, form.setError)
      }
    },
    (fieldErrors) => toastInvalid(fieldErrors, fieldOrder),
  )

  return (
    <RegisterFormDialog
      title="Editar Usuário"
      onClose={onClose}
      onSubmit={onSubmit}
      saving={form.formState.isSubmitting || update.isPending}
    >
      <FormField label="Nome completo" required error={errors.nome_completo?.message}>
        <Input autoComplete="off" {...form.register('nome_completo')} />
      </FormField>
      <FormField label="Email" hint={m.emailNaoMuda} error={errors.email?.message}>
        <Input type="email" readOnly className="bg-muted" {...form.register('email')} />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TelefoneField control={form.control} name="telefone" label="Telefone" />
        <PerfilField control={form.control} name="role" />
      </div>
      <SwitchFormField
        control={form.control}
        name="ativo"
        label="Usuário ativo"
        hint="Um usuário inativo não entra no sistema e suas sessões terminam na hora."
        unset
      />
    </RegisterFormDialog>
  )
}
