import { useQuery } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import type { TituloView } from '../../../../shared/financeiro/titulo.schemas'
import { formatDate } from '../../../../shared/formatos/data'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { TituloStatusBadge } from '../../../components/titulo-status-badge'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { Spinner } from '../../../components/ui/spinner'
import { titulosQuery } from '../../financeiro/api/get-titulos'
import { titulosParaPix } from '../lib/titulos-para-pix'

// Enough to find the title among a client's; without a client, the first ones and a hint to choose one.
const POR_SITUACAO = 50

/** The open titles (overdue and to fall due) of a client, or of everyone, from GET /api/titulos. */
function useTitulosAbertos(clienteId: string | undefined) {
  const base = { page: 1, pageSize: POR_SITUACAO, cliente_id: clienteId }
  const vencidos = useQuery(titulosQuery({ ...base, status: 'vencido' }))
  const aVencer = useQuery(titulosQuery({ ...base, status: 'aberto' }))
  const queries = [vencidos, aVencer]
  return {
    titulos: queries.flatMap((q) => q.data?.items ?? []),
    completo: queries.every((q) => q.data && q.data.total <= q.data.items.length),
    isPending: queries.some((q) => q.isPending),
    isError: queries.some((q) => q.isError && !q.data),
    isFetching: queries.some((q) => q.isFetching),
    refetch: () => Promise.all(queries.map((q) => q.refetch())),
  }
}

/** A radio list of open titles, the ones whose balance equals the PIX first (OS, parcela, saldo, vencimento). */
export function TitulosAbertosPicker({
  clienteId,
  valor,
  value,
  onChange,
}: {
  clienteId: string | undefined
  /** The PIX's amount: a title with that balance is marked and comes first. */
  valor: number
  value: string | null
  onChange: (titulo: TituloView) => void
}) {
  const abertos = useTitulosAbertos(clienteId)
  if (abertos.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label="Carregando títulos">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    )
  }
  if (abertos.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p>Não foi possível carregar os títulos em aberto.</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void abertos.refetch()}
          disabled={abertos.isFetching}
        >
          {abertos.isFetching ? <Spinner label="" /> : <RotateCw aria-hidden="true" />}
          Tentar novamente
        </Button>
      </div>
    )
  }
  const titulos = titulosParaPix(abertos.titulos, valor)
  if (titulos.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
        {clienteId ? 'Este cliente não tem títulos em aberto.' : 'Nenhum título em aberto.'}
      </p>
    )
  }
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1.5 text-sm font-medium">Título em aberto</legend>
      <div className="grid max-h-72 gap-2 overflow-y-auto pr-1">
        {titulos.map((t) => (
          <label
            key={t.id}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              type="radio"
              name="titulo"
              value={t.id}
              checked={value === t.id}
              onChange={() => onChange(t)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="grid min-w-0 flex-1 gap-0.5 text-sm">
              <span className="font-medium tabular-nums">
                {t.numero_os} · Parcela {t.parcela}
              </span>
              <span className="truncate text-muted-foreground">{t.cliente_nome}</span>
              <span className="tabular-nums">
                Saldo {formatCurrency(t.saldo)} · vencimento {formatDate(t.vencimento)}
              </span>
            </span>
            <span className="flex shrink-0 flex-col items-end gap-1">
              <TituloStatusBadge situacao={t.situacao} />
              {t.saldo === valor && <Badge variant="success">Mesmo valor</Badge>}
            </span>
          </label>
        ))}
      </div>
      {!abertos.completo && (
        <p className="text-xs text-muted-foreground">
          {clienteId
            ? 'Mostrando os títulos de vencimento mais antigo.'
            : 'Mostrando os títulos de vencimento mais antigo: escolha o cliente para encontrar os demais.'}
        </p>
      )}
    </fieldset>
  )
}
