import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { toast } from 'sonner'
import { usuariosMessages as m } from '../../../shared/usuarios/usuarios.messages'
import { FormDialog } from '../../components/form/form-dialog'
import { EmailField, TelefoneField } from '../../components/form/form-fields'
import { FormField } from '../../components/ui/form-field'
import { Input } from '../../components/ui/input'
import { toastInvalid } from '../../lib/form-toasts'
import { avisarErroAoSalvar, PerfilField } from './usuario-campos'

/** What 'Novo Usuário' and 'Editar Usuário' both have (an edit may send any of them). */
type CamposUsuario = { nome_completo?: string; email?: string; telefone?: unknown; role?: string }

/**
 * The dialog of 'Novo Usuário' and 'Editar Usuário': saving (the success toast and close, or the server's
 * field errors and 'Erro ao salvar usuário'), then Nome completo, Email (fixed once the user exists,
 * SPEC §5), Telefone and Perfil; each dialog adds its own fields after them.
 */
export function UsuarioFormDialog<T extends CamposUsuario, TOut extends FieldValues>({
  title,
  form,
  fieldOrder,
  salvar,
  sucesso,
  pending,
  emailFixo = false,
  onClose,
  children,
}: {
  title: string
  form: UseFormReturn<T, unknown, TOut>
  /** The fields in screen order, for the toast of a form that did not pass its schema. */
  fieldOrder: readonly (keyof T & string)[]
  salvar: (values: TOut) => Promise<unknown>
  /** The success toast's text. */
  sucesso: string
  pending: boolean
  emailFixo?: boolean
  onClose: () => void
  children: ReactNode
}) {
  // Both forms have these fields; the narrower view lets them be registered by name.
  const campos = form as unknown as UseFormReturn<CamposUsuario>
  const { errors } = campos.formState

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await salvar(values)
        toast.success('Sucesso', { description: sucesso })
        onClose()
      } catch (error) {
        avisarErroAoSalvar(error, form.setError)
      }
    },
    (fieldErrors) => toastInvalid(fieldErrors, fieldOrder),
  )

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={form.formState.isSubmitting || pending}
    >
      <FormField label="Nome completo" required error={errors.nome_completo?.message}>
        <Input autoComplete="off" {...campos.register('nome_completo')} />
      </FormField>
      {emailFixo ? (
        <FormField label="Email" hint={m.emailNaoMuda} error={errors.email?.message}>
          <Input type="email" readOnly className="bg-muted" {...campos.register('email')} />
        </FormField>
      ) : (
        <EmailField required error={errors.email?.message} {...campos.register('email')} />
      )}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TelefoneField control={campos.control} name="telefone" label="Telefone" />
        <PerfilField control={campos.control} name="role" />
      </div>
      {children}
    </FormDialog>
  )
}
