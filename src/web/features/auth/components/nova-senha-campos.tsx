import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'

type CamposNovaSenha = { nova_senha: string; confirmar_senha: string }

/**
 * 'Nova senha' and 'Confirmar nova senha', as the reset page (/auth/redefinir-senha) and Meu Perfil's
 * 'Alterar senha' both ask them.
 */
export function NovaSenhaCampos<T extends CamposNovaSenha, TOut extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, unknown, TOut>
}) {
  // Both forms have these two fields; the narrower view lets them be registered by name.
  const { register, formState } = form as unknown as UseFormReturn<CamposNovaSenha>
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
