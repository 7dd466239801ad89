import { useState } from 'react'
import type { ServicoView } from '../../../../shared/cadastros/servicos.schemas'
import { RegisterList } from '../../../components/register-list/register-list'
import { registerMessages } from '../lib/register-messages'
import { useCadastrosPermissions } from '../lib/use-cadastros-permissions'
import { useRegisterDelete } from '../lib/use-register-actions'
import { servicosResource } from './api/servicos'
import { ServicoFormDialog } from './servico-form-dialog'
import { servicosColumns } from './servicos-columns'

type DialogState = { servico: ServicoView | null } | null

/** /cadastros/servicos (SPEC §2 "Serviços"): the service catalogue. */
export function ServicosPage() {
  const { canCreate, canEdit, canDelete } = useCadastrosPermissions()
  const [dialog, setDialog] = useState<DialogState>(null)
  const remove = useRegisterDelete(servicosResource)
  return (
    <>
      <RegisterList<ServicoView>
        title="Serviços"
        searchLabel="Buscar serviços"
        searchPlaceholder="Buscar por código ou descrição"
        queryKey={['servicos', 'list']}
        fetchPage={(params, signal) => servicosResource.list(params, signal)}
        columns={servicosColumns}
        getRowId={(s) => s.id}
        getRowLabel={(s) => `${s.codigo} ${s.descricao}`}
        loadErrorTitle={registerMessages.servicos.carregar}
        onAdd={canCreate ? () => setDialog({ servico: null }) : undefined}
        onEdit={canEdit ? (servico) => setDialog({ servico }) : undefined}
        onDelete={canDelete ? (s) => remove(s.id) : undefined}
      />
      {dialog && <ServicoFormDialog servico={dialog.servico} onClose={() => setDialog(null)} />}
    </>
  )
}
