import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import { cadastrosMessages as m } from '../../../../shared/cadastros/cadastros.messages'
import { entradaEstoqueInput, type ProdutoView } from '../../../../shared/cadastros/produtos.schemas'
import { formatQuantidade } from '../../../../shared/formatos/quantidade'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { QuantityInput } from '../../../components/ui/number-text-input'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { useEntradaEstoque } from './api/entrada-estoque'

/**
 * A quick 'Entrada de estoque' for one product: the quantity (suggested by the caller) is added to its
 * stock as an entry movement. `onDone` gets the product's new stock once the server recorded it.
 */
export function EntradaEstoqueForm({
  produto,
  sugestao,
  observacao,
  onCancel,
  onDone,
}: {
  produto: { id: string; descricao: string; unidade: string }
  sugestao: number
  /** Why the stock came in, kept with the movement. */
  observacao: string
  onCancel: () => void
  onDone: (produto: ProdutoView) => void
}) {
  const [quantidade, setQuantidade] = useState<number | null>(sugestao)
  const [error, setError] = useState<string>()
  const entrada = useEntradaEstoque()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (entrada.isPending) return
    const parsed = entradaEstoqueInput.shape.quantidade.safeParse(quantidade ?? 0)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.entradaQuantidade)
      return
    }
    try {
      const salvo = await entrada.mutateAsync({ produtoId: produto.id, quantidade: parsed.data, observacao })
      toast.success(m.entradaRegistrada, {
        description: `${produto.descricao}: ${formatQuantidade(salvo.estoque_atual)} ${produto.unidade} em estoque`,
      })
      onDone(salvo)
    } catch (failure) {
      toast.error(m.erroEntrada, { description: errorMessage(failure, '') || undefined })
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Entrada de estoque de ${produto.descricao}`}
      className="grid gap-2 rounded-md border border-border bg-muted/40 p-3 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <FormField label={`Quantidade que entra (${produto.unidade})`} error={error}>
        <QuantityInput
          value={quantidade}
          autoFocus
          onValueChange={(v) => {
            setQuantidade(v)
            setError(undefined)
          }}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="button" variant="outline" className="h-11 flex-1 md:h-10" onClick={onCancel}>
          Voltar
        </Button>
        <Button type="submit" className="h-11 flex-1 md:h-10" disabled={entrada.isPending}>
          {entrada.isPending && <Spinner label="" />}
          Registrar entrada
        </Button>
      </div>
    </form>
  )
}
