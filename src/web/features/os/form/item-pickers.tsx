import { useState } from 'react'
import { toast } from 'sonner'
import type { ProdutoView } from '../../../../shared/cadastros/produtos.schemas'
import type { ServicoView } from '../../../../shared/cadastros/servicos.schemas'
import { formatPlaca } from '../../../../shared/formatos/exibir'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { formatQuantidade } from '../../../../shared/formatos/quantidade'
import { osMessages as m } from '../../../../shared/os/os.messages'
import {
  RegisterCombobox,
  type RegisterComboboxProps,
  type RegisterSearchPage,
} from '../../../components/register-combobox/register-combobox'
import { errorMessage } from '../../../lib/api-client'
import { produtosResource } from '../../cadastros/produtos/api/produtos'
import { servicosResource } from '../../cadastros/servicos/api/servicos'
import { veiculosResource } from '../../cadastros/veiculos/api/veiculos'
import type { VeiculoRef } from '../../cadastros/veiculos/veiculo-combobox'

type PickerProps<T> = Omit<
  RegisterComboboxProps<T>,
  'queryKey' | 'fetchPage' | 'getKey' | 'getLabel' | 'getDescription' | 'errorText'
>

const fallback = 'Ocorreu um erro inesperado. Tente novamente.'

/**
 * A failed search says which list failed, in the spec's words ('Erro ao carregar serviços: {message}'),
 * in the list and once as a toast.
 */
function useLoadError(toastId: string, text: (message: string) => string) {
  const [message, setMessage] = useState<string | null>(null)
  const wrap =
    <T,>(load: (q: string, signal: AbortSignal) => Promise<RegisterSearchPage<T>>) =>
    async (q: string, signal: AbortSignal) => {
      try {
        const page = await load(q, signal)
        setMessage(null)
        return page
      } catch (error) {
        if (!signal.aborted) {
          const description = text(errorMessage(error, fallback))
          setMessage(description)
          toast.error('Erro', { id: toastId, description })
        }
        throw error
      }
    }
  return { wrap, errorText: message ?? undefined }
}

/** The catalogue's services (same cache as ServicoCombobox), with the spec's load-error text. */
export function ServicoPicker(props: PickerProps<ServicoView>) {
  const { wrap, errorText } = useLoadError('erro-servicos', m.erroServicos)
  return (
    <RegisterCombobox<ServicoView>
      placeholder="Selecione o serviço"
      searchLabel="Buscar serviço"
      {...props}
      errorText={errorText}
      queryKey={['servicos', 'combobox']}
      fetchPage={wrap((q, signal) => servicosResource.list({ q, pageSize: 20 }, signal))}
      getKey={(s) => s.id}
      getLabel={(s) => `${s.codigo} · ${s.descricao}`}
      getDescription={(s) =>
        s.permite_desconto
          ? formatCurrency(s.preco_publico)
          : `${formatCurrency(s.preco_publico)} · sem desconto`
      }
    />
  )
}

/** The catalogue's products with price and stock, with the spec's load-error text. */
export function ProdutoPicker(props: PickerProps<ProdutoView>) {
  const { wrap, errorText } = useLoadError('erro-produtos', m.erroProdutos)
  return (
    <RegisterCombobox<ProdutoView>
      placeholder="Selecione o produto"
      searchLabel="Buscar produto"
      {...props}
      errorText={errorText}
      queryKey={['produtos', 'combobox']}
      fetchPage={wrap((q, signal) => produtosResource.list({ q, pageSize: 20 }, signal))}
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

const NENHUM: VeiculoRef = { id: '', marca: '', modelo: '', placa: '' }

/**
 * Only the chosen client's vehicles, with 'Nenhum veículo' first (SPEC §2); disabled until a client is
 * chosen. Choosing 'Nenhum veículo' leaves the OS without a vehicle (null).
 */
export function VeiculoPicker({
  clienteId,
  value,
  onChange,
  ...props
}: PickerProps<VeiculoRef> & { clienteId: string | null }) {
  return (
    <RegisterCombobox<VeiculoRef>
      searchLabel="Buscar veículo"
      {...props}
      value={value}
      onChange={(v) => onChange(v && v.id !== '' ? v : null)}
      disabled={props.disabled || !clienteId}
      placeholder={clienteId ? 'Nenhum veículo' : 'Selecione o cliente primeiro'}
      clearLabel="Nenhum veículo"
      queryKey={['veiculos', 'combobox', 'os-form', clienteId ?? null]}
      fetchPage={async (q, signal) => {
        const page = await veiculosResource.list(
          { q, pageSize: 20, cliente_id: clienteId ?? undefined },
          signal,
        )
        return q === '' ? { ...page, items: [NENHUM, ...page.items] } : page
      }}
      getKey={(v) => v.id || 'nenhum'}
      getLabel={(v) => (v.id === '' ? 'Nenhum veículo' : `${formatPlaca(v.placa)} · ${v.marca} ${v.modelo}`)}
    />
  )
}
