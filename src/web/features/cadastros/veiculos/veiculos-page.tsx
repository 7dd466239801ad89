import { useState } from 'react'
import type { VeiculoView } from '../../../../shared/cadastros/veiculos.schemas'
import { formatPlaca } from '../../../../shared/formatos/exibir'
import { RegisterList } from '../../../components/register-list/register-list'
import { registerMessages } from '../lib/register-messages'
import { useCadastrosPermissions } from '../lib/use-cadastros-permissions'
import { useRegisterDelete } from '../lib/use-register-actions'
import { veiculosResource } from './api/veiculos'
import { VeiculoFormDialog } from './veiculo-form-dialog'
import { veiculosColumns } from './veiculos-columns'

type DialogState = { veiculo: VeiculoView | null } | null

/** /cadastros/veiculos (SPEC §2 "Veículos"). */
export function VeiculosPage() {
  const { canCreate, canEdit, canDelete } = useCadastrosPermissions()
  const [dialog, setDialog] = useState<DialogState>(null)
  const remove = useRegisterDelete(veiculosResource)
  return (
    <>
      <RegisterList<VeiculoView>
        title="Veículos"
        searchLabel="Buscar veículos"
        searchPlaceholder="Buscar por placa ou modelo"
        queryKey={['veiculos', 'list']}
        fetchPage={(params, signal) => veiculosResource.list(params, signal)}
        columns={veiculosColumns}
        getRowId={(v) => v.id}
        getRowLabel={(v) => `${formatPlaca(v.placa)} ${v.marca} ${v.modelo}`}
        loadErrorTitle={registerMessages.veiculos.carregar}
        onAdd={canCreate ? () => setDialog({ veiculo: null }) : undefined}
        onEdit={canEdit ? (veiculo) => setDialog({ veiculo }) : undefined}
        onDelete={canDelete ? (v) => remove(v.id) : undefined}
      />
      {dialog && <VeiculoFormDialog veiculo={dialog.veiculo} onClose={() => setDialog(null)} />}
    </>
  )
}
