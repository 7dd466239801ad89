import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { authMessages } from '../../../shared/auth/auth.schemas'
import { usuariosMessages as m } from '../../../shared/usuarios/usuarios.messages'
import { resetSenhaInput, type UsuarioView } from '../../../shared/usuarios/usuarios.schemas'
import { FormDialog } from '../../components/form/form-dialog'
import { FormField } from '../../components/ui/form-field'
import { Input } from '../../components/ui/input'
import { toastInvalid } from '../../lib/form-toasts'
import { validarAoSalvar } from '../../lib/form-validation'
import { useResetSenhaUsuario } from './api/reset-senha-usuario'
import { avisarErroAoSalvar } from './usuario-campos'

const resetSenhaForm = resetSenhaInput
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.senhasNaoCoincidem,
    path: ['confirmPassword'],
  })
type Values = z.input<typeof resetSenhaForm>
const fieldOrder = ['password', 'confirmPassword'] as const

/** 'Resetar Senha' (SPEC §2, §7 reset-password): a new password of at least 6; the user's sessions end. */
export function ResetarSenhaDialog({ usuario, onClose }: { usuario: UsuarioView; onClose: () => void }) {
  const reset = useResetSenhaUsuario()
  const form = useForm<Values, unknown, z.output<typeof resetSenhaForm>>({
    resolver: zodResolver(resetSenhaForm),
    ...validarAoSalvar,
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(
    async ({ password }) => {
      try {
        await reset.mutateAsync({ id: usuario.id, input: { password } })
        toast.success('Sucesso', { description: m.senhaAlterada })
        onClose()
      } catch (error) {
        avisarErroAoSalvar(error, form.setError, m.erroAlterarSenha)
      }
    },
    (fieldErrors) => toastInvalid(fieldErrors, fieldOrder),
  )

  return (
    <FormDialog
      title="Resetar Senha"
      description={`Nova senha de ${usuario.nome_completo}. As sessões abertas dele serão encerradas.`}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={form.formState.isSubmitting || reset.isPending}
    >
      <FormField label="Nova senha" required error={errors.password?.message} hint="Mínimo de 6 caracteres">
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirmar nova senha" required error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
    </FormDialog>
  )
}
