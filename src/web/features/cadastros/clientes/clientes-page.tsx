import { useState } from 'react'
import type { ClienteView } from '../../../../shared/cadastros/clientes.schemas'
import { RegisterList } from '../../../components/register-list/register-list'
import { registerMessages } from '../lib/register-messages'
import { useCadastrosPermissions } from '../lib/use-cadastros-permissions'
import { useRegisterDelete } from '../lib/use-register-actions'
import { clientesResource } from './api/clientes'
import { ClienteFormDialog } from './cliente-form-dialog'
import { clientesColumns } from './clientes-columns'

type DialogState = { cliente: ClienteView | null } | null

/** /cadastros/clientes (SPEC §2 "Clientes"). */
export function ClientesPage() {
  const { canCreate, canEdit, canDelete } = useCadastrosPermissions()
  const [dialog, setDialog] = useState<DialogState>(null)
  const remove = useRegisterDelete(clientesResource)
  return (
    <>
      <RegisterList<ClienteView>
        title="Clientes"
        searchLabel="Buscar clientes"
        searchPlaceholder="Buscar por nome, CPF/CNPJ ou telefone"
        queryKey={['clientes', 'list']}
        fetchPage={(params, signal) => clientesResource.list(params, signal)}
        columns={clientesColumns}
        getRowId={(c) => c.id}
        getRowLabel={(c) => c.nome_razao}
        loadErrorTitle={registerMessages.clientes.carregar}
        onAdd={canCreate ? () => setDialog({ cliente: null }) : undefined}
        onEdit={canEdit ? (cliente) => setDialog({ cliente }) : undefined}
        onDelete={canDelete ? (c) => remove(c.id) : undefined}
      />
      {dialog && <ClienteFormDialog cliente={dialog.cliente} onClose={() => setDialog(null)} />}
    </>
  )
}
