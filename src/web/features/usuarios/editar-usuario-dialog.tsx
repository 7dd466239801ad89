import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { usuariosMessages as m } from '../../../shared/usuarios/usuarios.messages'
import {
  type UpdateUsuarioInput,
  type UsuarioView,
  updateUsuarioInput,
} from '../../../shared/usuarios/usuarios.schemas'
import { SwitchFormField } from '../../components/form/form-fields'
import { validarAoSalvar } from '../../lib/form-validation'
import { maskTelefone } from '../../lib/masks'
import { useUpdateUsuario } from './api/update-usuario'
import { UsuarioFormDialog } from './usuario-form-dialog'

type Values = z.input<typeof updateUsuarioInput>

/** 'Editar Usuário' (SPEC §2, §7 update): the email is shown but cannot change (SPEC §5). */
export function EditarUsuarioDialog({ usuario, onClose }: { usuario: UsuarioView; onClose: () => void }) {
  const update = useUpdateUsuario()
  const form = useForm<Values, unknown, UpdateUsuarioInput>({
    resolver: zodResolver(updateUsuarioInput),
    ...validarAoSalvar,
    defaultValues: {
      nome_completo: usuario.nome_completo,
      email: usuario.email,
      telefone: maskTelefone(usuario.telefone ?? ''),
      role: usuario.role,
      ativo: usuario.ativo,
    },
  })

  return (
    <UsuarioFormDialog
      title="Editar Usuário"
      form={form}
      fieldOrder={['nome_completo', 'telefone', 'role']}
      salvar={(values) => update.mutateAsync({ id: usuario.id, input: values })}
      sucesso={m.atualizado}
      pending={update.isPending}
      emailFixo
      onClose={onClose}
    >
      <SwitchFormField
        control={form.control}
        name="ativo"
        label="Usuário ativo"
        hint="Um usuário inativo não entra no sistema e suas sessões terminam na hora."
        unset
      />
    </UsuarioFormDialog>
  )
}
