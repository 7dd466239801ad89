import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { FormField } from '../ui/form-field'
import { Input } from '../ui/input'

type NewPasswordValues = { nova_senha: string; confirmar_senha: string }

/**
 * 'Nova senha' and 'Confirmar nova senha', as the reset page (/auth/redefinir-senha) and Meu Perfil's
 * 'Alterar senha' both ask them.
 */
export function NewPasswordFields<T extends NewPasswordValues, TOut extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, unknown, TOut>
}) {
  // Both forms have these two fields; the narrower view lets them be registered by name.
  const { register, formState } = form as unknown as UseFormReturn<NewPasswordValues>
  return (
    <>
      <FormField
        label="Nova senha"
        required
        error={formState.errors.nova_senha?.message}
        hint="Pelo menos 6 caracteres."
      >
        <Input type="password" autoComplete="new-password" {...register('nova_senha')} />
      </FormField>
      <FormField label="Confirmar nova senha" required error={formState.errors.confirmar_senha?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirmar_senha')} />
      </FormField>
    </>
  )
}
