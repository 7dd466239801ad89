import { createTecnicoInput, type TecnicoView } from '../../../../shared/cadastros/tecnicos.schemas'
import { FormDialog } from '../../../components/form/form-dialog'
import { EmailField, MaskedField, SwitchFormField, TelefoneField } from '../../../components/form/form-fields'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { maskDocumento, maskTelefone } from '../../../lib/masks'
import { useCadastrosPermissions } from '../lib/use-cadastros-permissions'
import { useRegisterForm } from '../lib/use-register-form'
import { tecnicosResource } from './api/tecnicos'
import { UsuarioDoSistemaField } from './usuario-do-sistema-field'

/**
 * 'Novo Técnico' / 'Editar Técnico' (SPEC §2): name, optional CPF/CNPJ, mobile, email, active, and the
 * user who signs in as the technician (for those who may edit registers: the picker's permission).
 */
export function TecnicoFormDialog({
  tecnico,
  onClose,
}: {
  tecnico: TecnicoView | null
  onClose: () => void
}) {
  const { canEdit } = useCadastrosPermissions()
  const { form, errors, onSubmit, saving } = useRegisterForm({
    schema: createTecnicoInput,
    resource: tecnicosResource,
    record: tecnico,
    defaultValues: {
      nome: tecnico?.nome ?? '',
      documento: maskDocumento(tecnico?.documento ?? ''),
      celular: maskTelefone(tecnico?.celular ?? ''),
      email: tecnico?.email ?? '',
      ativo: tecnico?.ativo ?? true,
      usuario_id: tecnico?.usuario_id ?? null,
    },
    fieldOrder: ['nome', 'documento', 'celular', 'email', 'usuario_id'],
    // Without the picker the field is not sent: the stored link stays.
    omitir: canEdit ? [] : ['usuario_id'],
    onSaved: onClose,
  })

  return (
    <FormDialog
      title={tecnico ? 'Editar Técnico' : 'Novo Técnico'}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={saving}
    >
      <FormField label="Nome" required error={errors.nome?.message}>
        <Input autoComplete="name" {...form.register('nome')} />
      </FormField>
      <MaskedField
        control={form.control}
        name="documento"
        label="CPF/CNPJ"
        mask={maskDocumento}
        autoCapitalize="characters"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TelefoneField control={form.control} name="celular" label="Celular" />
        <EmailField error={errors.email?.message} {...form.register('email')} />
      </div>
      {canEdit && (
        <UsuarioDoSistemaField control={form.control} tecnico={tecnico} error={errors.usuario_id?.message} />
      )}
      <SwitchFormField
        control={form.control}
        name="ativo"
        label="Técnico ativo"
        hint="Só técnicos ativos aparecem nas ordens de serviço."
        unset
      />
    </FormDialog>
  )
}
