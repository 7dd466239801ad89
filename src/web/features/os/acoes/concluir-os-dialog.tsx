import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ProdutoView } from '../../../../shared/cadastros/produtos.schemas'
import {
  type EstoqueFaltante,
  faltanteQuantidades,
  type OsEstoqueFaltanteView,
} from '../../../../shared/os/estoque-faltante'
import type { OsView } from '../../../../shared/os/os.schemas'
import { can } from '../../../../shared/permissoes/permissoes'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Spinner } from '../../../components/ui/spinner'
import { useCurrentMe } from '../../../lib/current-me'
import { EntradaEstoqueForm } from '../../cadastros/produtos/entrada-estoque-form'
import { estoqueFaltanteKey, useEstoqueFaltante } from '../api/os-estoque-faltante'

/**
 * 'Concluir Serviço' always asks first: concluding takes the OS's products out of stock. The parts that
 * are short are listed with what is needed and what is in stock, each with a quick 'Entrada de estoque'
 * for users who may edit products. When the company does not allow negative stock, the conclusion waits
 * until nothing is short (the server refuses it too).
 */
export function ConcluirOsDialog({
  os,
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  os: OsView
  open: boolean
  onOpenChange: (open: boolean) => void
  pending: boolean
  /** Resolves true once the OS was concluded, so the dialog closes. */
  onConfirm: () => Promise<boolean>
}) {
  const estoque = useEstoqueFaltante(os.id, open)
  const queryClient = useQueryClient()
  const podeDarEntrada = can(useCurrentMe(), 'cadastros', 'edit')
  const faltantes = estoque.data?.faltantes ?? []
  const bloqueado = estoque.data?.permitir_estoque_negativo === false && faltantes.length > 0

  // An entry's answer is the product's new stock: the list follows it at once (the refetch confirms it).
  const entrou = (produto: ProdutoView) =>
    queryClient.setQueryData<OsEstoqueFaltanteView>(estoqueFaltanteKey(os.id), (atual) =>
      atual
        ? {
            ...atual,
            faltantes: atual.faltantes.flatMap((f) => {
              if (f.produto_id !== produto.id) return [f]
              return produto.estoque_atual >= f.necessario
                ? []
                : [{ ...f, em_estoque: produto.estoque_atual }]
            }),
          }
        : atual,
    )

  const change = (next: boolean) => {
    if (!pending) onOpenChange(next)
  }
  const confirm = async () => {
    if (pending || bloqueado) return
    if (await onConfirm()) onOpenChange(false)
    // Refused (e.g. someone used the stock meanwhile): show the parts as they are now.
    else void estoque.refetch()
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Concluir {os.numero_os}?</DialogTitle>
          <DialogDescription>
            Ao concluir, os produtos da OS com controle de estoque saem do estoque.
          </DialogDescription>
        </DialogHeader>
        {estoque.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner label="" /> Verificando o estoque…
          </p>
        ) : estoque.isError ? (
          <div role="alert" className="grid gap-2 text-sm">
            <p>Não foi possível verificar o estoque agora. Se faltar peça, a conclusão será recusada.</p>
            <Button
              variant="outline"
              className="h-11 w-fit md:h-10"
              onClick={() => void estoque.refetch()}
              disabled={estoque.isFetching}
            >
              Tentar novamente
            </Button>
          </div>
        ) : faltantes.length === 0 ? (
          <p className="text-sm text-muted-foreground">Há estoque para todas as peças da OS.</p>
        ) : (
          <FaltantesList
            faltantes={faltantes}
            observacao={`Entrada para concluir ${os.numero_os}`}
            podeDarEntrada={podeDarEntrada}
            bloqueado={bloqueado}
            onEntrada={entrou}
          />
        )}
        <DialogFooter>
          <Button variant="outline" className="h-11 md:h-10" onClick={() => change(false)} disabled={pending}>
            Voltar
          </Button>
          <Button
            className="h-11 md:h-10"
            onClick={() => void confirm()}
            disabled={pending || bloqueado || estoque.isPending}
          >
            {pending && <Spinner label="" />}
            Concluir Serviço
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function FaltantesList({
  faltantes,
  observacao,
  podeDarEntrada,
  bloqueado,
  onEntrada,
}: {
  faltantes: EstoqueFaltante[]
  observacao: string
  podeDarEntrada: boolean
  bloqueado: boolean
  onEntrada: (produto: ProdutoView) => void
}) {
  const [entrando, setEntrando] = useState<string | null>(null)
  return (
    <div className="grid gap-3">
      <ul aria-label="Peças em falta" className="grid gap-2">
        {faltantes.map((f) => (
          <li key={f.produto_id} className="grid gap-2 rounded-md border border-border p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0">
                <span className="font-medium">{f.descricao}</span>{' '}
                <span className="text-muted-foreground">({f.sku})</span>
                <span className="block text-destructive first-letter:uppercase">
                  {faltanteQuantidades(f)}
                </span>
              </p>
              {podeDarEntrada && entrando !== f.produto_id && (
                <Button variant="outline" className="h-11 md:h-9" onClick={() => setEntrando(f.produto_id)}>
                  Entrada de estoque
                </Button>
              )}
            </div>
            {entrando === f.produto_id && (
              <EntradaEstoqueForm
                produto={{ id: f.produto_id, descricao: f.descricao, unidade: f.unidade }}
                sugestao={Math.round((f.necessario - f.em_estoque) * 1000) / 1000}
                observacao={observacao}
                onCancel={() => setEntrando(null)}
                onDone={(produto) => {
                  setEntrando(null)
                  onEntrada(produto)
                }}
              />
            )}
          </li>
        ))}
      </ul>
      {bloqueado ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          A empresa não permite estoque negativo: dê entrada no estoque das peças em falta para concluir.
          {!podeDarEntrada && ' Peça a quem cuida do cadastro de produtos.'}
        </p>
      ) : (
        <p className="text-sm text-amber-700">O estoque destas peças ficará negativo ao concluir.</p>
      )}
    </div>
  )
}
