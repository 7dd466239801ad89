import type { ProdutoView } from '../../../../shared/cadastros/produtos.schemas'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { formatQuantidade } from '../../../../shared/formatos/quantidade'
import {
  RegisterCombobox,
  type RegisterComboboxProps,
} from '../../../components/register-combobox/register-combobox'
import { produtosResource } from './api/produtos'

type ProdutoComboboxProps = Omit<
  RegisterComboboxProps<ProdutoView>,
  'queryKey' | 'fetchPage' | 'getKey' | 'getLabel' | 'getDescription'
>

/** Picks a product by SKU or description, showing price and stock, asking the server as the person types. */
export function ProdutoCombobox(props: ProdutoComboboxProps) {
  return (
    <RegisterCombobox<ProdutoView>
      placeholder="Selecione o produto"
      searchLabel="Buscar produto"
      {...props}
      queryKey={['produtos', 'combobox']}
      fetchPage={(q, signal) => produtosResource.list({ q, pageSize: 20 }, signal)}
      getKey={(p) => p.id}
      getLabel={(p) => `${p.sku} · ${p.descricao}`}
      getDescription={(p) =>
        p.controla_estoque
          ? `${formatCurrency(p.preco_publico)} · estoque ${formatQuantidade(p.estoque_atual)} ${p.unidade}`
          : formatCurrency(p.preco_publico)
      }
    />
  )
}
