import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDate } from '../../../../shared/formatos/data'
import { prazoDaSolicitacao } from '../../../../shared/titular/prazo'
import {
  type SolicitacaoView,
  statusSolicitacaoLabels,
  tipoSolicitacaoLabels,
} from '../../../../shared/titular/titular.schemas'
import { Badge } from '../../../components/ui/badge'
import { cn } from '../../../lib/cn'

const corDoPrazo = {
  ok: 'text-muted-foreground',
  proximo: 'font-medium text-amber-700',
  vencida: 'font-medium text-red-700',
} as const

/** The deadline counter of an open request, coloured when ≤ 3 days or overdue. */
export function PrazoDaSolicitacao({ prazoEm, fuso }: { prazoEm: string; fuso: string }) {
  const prazo = prazoDaSolicitacao(prazoEm, fuso)
  return (
    <span className={cn('text-sm', corDoPrazo[prazo.situacao])} data-testid="prazo-solicitacao">
      {prazo.texto}
    </span>
  )
}

/** Requests as cards (one column at 375 px): kind, customer, origin, dates, deadline or answer. */
export function ListaDeSolicitacoes({
  itens,
  fuso,
  compacta = false,
  acoes,
}: {
  itens: SolicitacaoView[]
  fuso: string
  /** On the customer's own page: no link to it. */
  compacta?: boolean
  acoes?: (s: SolicitacaoView) => ReactNode
}) {
  return (
    <ul className="grid gap-2" aria-label="Solicitações de titulares">
      {itens.map((s) => (
        <li key={s.id} className="grid gap-1 rounded-lg border border-border p-3" data-testid="solicitacao">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{tipoSolicitacaoLabels[s.tipo]}</span>
            {s.status === 'aberta' ? (
              <PrazoDaSolicitacao prazoEm={s.prazo_em} fuso={fuso} />
            ) : (
              <Badge variant={s.status === 'atendida' ? 'success' : 'secondary'}>
                {statusSolicitacaoLabels[s.status]}
              </Badge>
            )}
          </div>
          {!compacta && (
            <Link
              to={`/cadastros/clientes/${s.cliente_id}`}
              className="text-sm text-primary underline-offset-2 hover:underline"
            >
              {s.cliente_nome}
            </Link>
          )}
          <p className="text-xs text-muted-foreground">
            {s.origem === 'portal' ? 'Pelo link do orçamento' : 'No balcão'} em{' '}
            {formatDate(s.criado_em, fuso)} · prazo até {formatDate(s.prazo_em, fuso)}
          </p>
          {s.mensagem && <p className="text-sm break-words">“{s.mensagem}”</p>}
          {s.status !== 'aberta' && (
            <p className="text-xs text-muted-foreground break-words">
              {statusSolicitacaoLabels[s.status]} em {s.atendida_em ? formatDate(s.atendida_em, fuso) : '—'}
              {s.atendida_por_nome ? ` por ${s.atendida_por_nome}` : ''}
              {s.resposta ? `: ${s.resposta}` : ''}
            </p>
          )}
          {acoes && s.status === 'aberta' && <div className="mt-1 flex flex-wrap gap-2">{acoes(s)}</div>}
        </li>
      ))}
    </ul>
  )
}
