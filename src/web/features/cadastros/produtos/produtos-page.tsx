import { useState } from 'react'
import type { ProdutoView } from '../../../../shared/cadastros/produtos.schemas'
import { RegisterList } from '../../../components/register-list/register-list'
import { registerMessages } from '../lib/register-messages'
import { useCadastrosPermissions } from '../lib/use-cadastros-permissions'
import { useRegisterDelete } from '../lib/use-register-actions'
import { produtosResource } from './api/produtos'
import { ProdutoFormDialog } from './produto-form-dialog'
import { produtosColumns } from './produtos-columns'

type DialogState = { produto: ProdutoView | null } | null

/** /cadastros/produtos (SPEC §2 "Produtos"): products with optional stock control. */
export function ProdutosPage() {
  const { canCreate, canEdit, canDelete } = useCadastrosPermissions()
  const [dialog, setDialog] = useState<DialogState>(null)
  const remove = useRegisterDelete(produtosResource)
  return (
    <>
      <RegisterList<ProdutoView>
        title="Produtos"
        searchLabel="Buscar produtos"
        searchPlaceholder="Buscar por SKU ou descrição"
        queryKey={['produtos', 'list']}
        fetchPage={(params, signal) => produtosResource.list(params, signal)}
        columns={produtosColumns}
        getRowId={(p) => p.id}
        getRowLabel={(p) => `${p.sku} ${p.descricao}`}
        loadErrorTitle={registerMessages.produtos.carregar}
        onAdd={canCreate ? () => setDialog({ produto: null }) : undefined}
        onEdit={canEdit ? (produto) => setDialog({ produto }) : undefined}
        onDelete={canDelete ? (p) => remove(p.id) : undefined}
      />
      {dialog && <ProdutoFormDialog produto={dialog.produto} onClose={() => setDialog(null)} />}
    </>
  )
}
