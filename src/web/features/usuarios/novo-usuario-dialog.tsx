import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { usuariosMessages as m } from '../../../shared/usuarios/usuarios.messages'
import { type CreateUsuarioInput, createUsuarioInput } from '../../../shared/usuarios/usuarios.schemas'
import { FormField } from '../../components/ui/form-field'
import { Input } from '../../components/ui/input'
import { validarAoSalvar } from '../../lib/form-validation'
import { useCreateUsuario } from './api/create-usuario'
import { UsuarioFormDialog } from './usuario-form-dialog'

type Values = z.input<typeof createUsuarioInput>

/** 'Novo Usuário' (SPEC §2, §7 create): name, email, phone, profile and a password of at least 6. */
export function NovoUsuarioDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateUsuario()
  const form = useForm<Values, unknown, CreateUsuarioInput>({
    resolver: zodResolver(createUsuarioInput),
    ...validarAoSalvar,
    defaultValues: { nome_completo: '', email: '', telefone: '', role: 'operador', password: '' },
  })

  return (
    <UsuarioFormDialog
      title="Novo Usuário"
      form={form}
      fieldOrder={['nome_completo', 'email', 'telefone', 'role', 'password']}
      salvar={(values) => create.mutateAsync(values)}
      sucesso={m.criado}
      pending={create.isPending}
      onClose={onClose}
    >
      <FormField
        label="Senha"
        required
        error={form.formState.errors.password?.message}
        hint="Mínimo de 6 caracteres"
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
    </UsuarioFormDialog>
  )
}
