import { type Control, Controller, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import { type Role, roleLabel, roles } from '../../../shared/permissoes/permissoes'
import { usuariosMessages as m } from '../../../shared/usuarios/usuarios.messages'
import { FormField } from '../../components/ui/form-field'
import { OptionSelect } from '../../components/ui/select'
import { ApiError, errorMessage } from '../../lib/api-client'

/** 'Perfil': one of the given roles (all four for a user; never Administrador for an invitation). */
export function PerfilField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  opcoes = roles,
}: {
  control: Control<T, unknown, TOut>
  name: Path<T>
  opcoes?: readonly Role[]
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label="Perfil" required error={fieldState.error?.message}>
          <OptionSelect
            ref={field.ref}
            value={field.value as string}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            options={opcoes.map((role) => ({ value: role, label: roleLabel(role) }))}
          />
        </FormField>
      )}
    />
  )
}

/**
 * A failed save: each field the server named gets its message, a used email goes under Email, and the
 * toast shows the server's message or 'Erro ao salvar usuário' (SPEC §8).
 */
export function avisarErroAoSalvar<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fallback: string = m.erroSalvar,
) {
  if (error instanceof ApiError && error.fromServer) {
    for (const [field, message] of Object.entries(error.fields ?? {})) {
      setError(field as Path<T>, { message })
    }
    if (error.code === 'EMAIL_EM_USO') setError('email' as Path<T>, { message: error.message })
  }
  toast.error('Erro', { description: errorMessage(error, fallback) })
}
