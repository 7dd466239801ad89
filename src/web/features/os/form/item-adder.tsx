import { Plus } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import type { ProdutoView } from '../../../../shared/cadastros/produtos.schemas'
import type { ServicoView } from '../../../../shared/cadastros/servicos.schemas'
import { osMessages as m } from '../../../../shared/os/os.messages'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { ProdutoPicker, ServicoPicker } from './item-pickers'
import type { ItemFormValues } from './os-form-values'
import { QuantidadeInput } from './quantidade-input'

type Escolha = { tipo: 'servico'; servico: ServicoView } | { tipo: 'produto'; produto: ProdutoView }

function toLine(escolha: Escolha, quantidade: number): ItemFormValues {
  const base = { desconto_percentual: 0, desconto_valor: 0, quantidade }
  if (escolha.tipo === 'servico') {
    const s = escolha.servico
    return {
      ...base,
      tipo: 'servico',
      referencia_id: s.id,
      descricao: s.descricao,
      valor_unitario: s.preco_publico,
      permite_desconto: s.permite_desconto,
      unidade: null,
      controla_estoque: null,
      estoque_atual: null,
      estoque_minimo: null,
    }
  }
  const p = escolha.produto
  return {
    ...base,
    tipo: 'produto',
    referencia_id: p.id,
    descricao: p.descricao,
    valor_unitario: p.preco_publico,
    permite_desconto: null,
    unidade: p.unidade,
    controla_estoque: p.controla_estoque,
    estoque_atual: p.estoque_atual,
    estoque_minimo: p.estoque_minimo,
  }
}

/**
 * Picks a catalogue service or product and a quantity, and adds the line with the catalogue's description
 * and price (SPEC §5: a line needs a chosen service / product; a stock shortage warns but still adds).
 */
export function ItemAdder({
  tipo,
  onAdd,
}: {
  tipo: 'servico' | 'produto'
  onAdd: (line: ItemFormValues) => void
}) {
  const [servico, setServico] = useState<ServicoView | null>(null)
  const [produto, setProduto] = useState<ProdutoView | null>(null)
  const [quantidade, setQuantidade] = useState<number | null>(1)
  const [erro, setErro] = useState<string | undefined>()
  const [erroQtd, setErroQtd] = useState<string | undefined>()
  const nome = tipo === 'servico' ? 'Serviço' : 'Produto'

  const adicionar = () => {
    const escolha: Escolha | null =
      tipo === 'servico' ? servico && { tipo, servico } : produto && { tipo, produto }
    if (!escolha) {
      const message = tipo === 'servico' ? m.selecioneServico : m.selecioneProduto
      setErro(message)
      toast.error('Erro', { description: message })
      return
    }
    if (quantidade === null || !Number.isFinite(quantidade)) {
      setErroQtd('Quantidade inválida')
      return
    }
    if (
      escolha.tipo === 'produto' &&
      escolha.produto.controla_estoque &&
      quantidade > escolha.produto.estoque_atual
    ) {
      toast.warning(m.estoqueInsuficiente)
    }
    onAdd(toLine(escolha, quantidade))
    setServico(null)
    setProduto(null)
    setQuantidade(1)
    setErro(undefined)
    setErroQtd(undefined)
  }

  return (
    <div className="grid gap-3 rounded-lg bg-muted/60 p-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start">
      <FormField label={nome} error={erro}>
        {tipo === 'servico' ? (
          <ServicoPicker
            value={servico}
            onChange={(v) => {
              setServico(v)
              if (v) setErro(undefined)
            }}
          />
        ) : (
          <ProdutoPicker
            value={produto}
            onChange={(v) => {
              setProduto(v)
              if (v) setErro(undefined)
            }}
          />
        )}
      </FormField>
      <FormField label={`Quantidade do ${nome.toLowerCase()}`} error={erroQtd}>
        <QuantidadeInput
          value={quantidade}
          onValueChange={(v) => {
            setQuantidade(v)
            setErroQtd(undefined)
          }}
        />
      </FormField>
      <Button type="button" variant="secondary" onClick={adicionar} className="h-10 sm:mt-6">
        <Plus aria-hidden="true" />
        {tipo === 'servico' ? 'Adicionar serviço' : 'Adicionar produto'}
      </Button>
    </div>
  )
}
