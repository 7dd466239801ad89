import { type Control, Controller } from 'react-hook-form'
import type { z } from 'zod'
import type { createTecnicoInput, TecnicoView } from '../../../../shared/cadastros/tecnicos.schemas'
import { FormField } from '../../../components/ui/form-field'
import { OptionSelect } from '../../../components/ui/select'
import { useTecnicoUsuarios } from './api/get-tecnico-usuarios'

// Radix's Select has no empty value: 'Nenhum' is this sentinel, sent as null.
const NENHUM = 'nenhum'

/**
 * 'Usuário do sistema': who signs in as this technician and sees its OS in Meus serviços. Users already
 * linked to another register say so (the API refuses a second link and names the register).
 */
export function UsuarioDoSistemaField({
  control,
  tecnico,
  error,
}: {
  control: Control<z.input<typeof createTecnicoInput>, unknown, z.output<typeof createTecnicoInput>>
  tecnico: TecnicoView | null
  error?: string
}) {
  const { data, isPending } = useTecnicoUsuarios(true)
  const opcoes = (data?.items ?? []).map((u) => ({
    value: u.id,
    label: u.tecnico_id && u.tecnico_id !== tecnico?.id ? `${u.nome} (técnico ${u.tecnico_nome})` : u.nome,
  }))
  // A linked user who left the active list (deactivated) stays shown as the current choice.
  if (tecnico?.usuario_id && !opcoes.some((o) => o.value === tecnico.usuario_id))
    opcoes.push({ value: tecnico.usuario_id, label: tecnico.usuario_nome ?? 'Usuário inativo' })
  return (
    <Controller
      control={control}
      name="usuario_id"
      render={({ field }) => (
        <FormField
          label="Usuário do sistema"
          error={error}
          hint="Quem entra com este usuário vê as OS deste técnico em Meus serviços."
        >
          <OptionSelect
            ref={field.ref}
            value={field.value ?? NENHUM}
            onValueChange={(v) => field.onChange(v === NENHUM ? null : v)}
            onBlur={field.onBlur}
            options={[{ value: NENHUM, label: 'Nenhum' }, ...opcoes]}
            disabled={isPending}
          />
        </FormField>
      )}
    />
  )
}
