import { useState } from 'react'
import type { TecnicoView } from '../../../../shared/cadastros/tecnicos.schemas'
import { RegisterList } from '../../../components/register-list/register-list'
import { registerMessages } from '../lib/register-messages'
import { useCadastrosPermissions } from '../lib/use-cadastros-permissions'
import { useRegisterDelete } from '../lib/use-register-actions'
import { tecnicosResource } from './api/tecnicos'
import { TecnicoFormDialog } from './tecnico-form-dialog'
import { tecnicosColumns } from './tecnicos-columns'

type DialogState = { tecnico: TecnicoView | null } | null

/** /cadastros/tecnicos (SPEC §2 "Técnicos"). */
export function TecnicosPage() {
  const { canCreate, canEdit, canDelete } = useCadastrosPermissions()
  const [dialog, setDialog] = useState<DialogState>(null)
  const remove = useRegisterDelete(tecnicosResource)
  return (
    <>
      <RegisterList<TecnicoView>
        title="Técnicos"
        searchLabel="Buscar técnicos"
        searchPlaceholder="Buscar por nome"
        queryKey={['tecnicos', 'list']}
        fetchPage={(params, signal) => tecnicosResource.list(params, signal)}
        columns={tecnicosColumns}
        getRowId={(t) => t.id}
        getRowLabel={(t) => t.nome}
        loadErrorTitle={registerMessages.tecnicos.carregar}
        onAdd={canCreate ? () => setDialog({ tecnico: null }) : undefined}
        onEdit={canEdit ? (tecnico) => setDialog({ tecnico }) : undefined}
        onDelete={canDelete ? (t) => remove(t.id) : undefined}
      />
      {dialog && <TecnicoFormDialog tecnico={dialog.tecnico} onClose={() => setDialog(null)} />}
    </>
  )
}
