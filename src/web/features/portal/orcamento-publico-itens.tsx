import { formatDateOrDash } from '../../../shared/formatos/data'
import { formatQuantidade } from '../../../shared/formatos/quantidade'
import type { PortalOrcamentoView } from '../../../shared/portal/portal.schemas'
import { formatBRL } from '../../lib/format'

/** The quote version the link shows: its lines as sent (the evidence), totals, validity and terms. */
export function OrcamentoPublicoItens({ view }: { view: PortalOrcamentoView }) {
  const o = view.orcamento
  return (
    <section className="mt-5" aria-labelledby="portal-itens">
      <h2 id="portal-itens" className="text-base font-semibold">
        Orçamento <span className="text-sm font-normal text-muted-foreground">(versão {o.versao})</span>
      </h2>
      <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
        {o.itens.map((item, i) => (
          // The snapshot's lines have no stable id of their own; their order is fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed snapshot order
          <li key={i} className="flex items-start justify-between gap-3 p-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium break-words">{item.descricao}</p>
              <p className="text-xs text-muted-foreground">
                {item.tipo === 'servico' ? 'Serviço' : 'Peça'} · {formatQuantidade(item.quantidade)} ×{' '}
                {formatBRL(item.valor_unitario)}
                {item.desconto_valor > 0 && ` · desconto ${formatBRL(item.desconto_valor)}`}
              </p>
            </div>
            <span className="shrink-0 font-medium tabular-nums">{formatBRL(item.subtotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid gap-1 rounded-lg bg-muted p-3 text-sm">
        <Linha rotulo="Serviços" valor={formatBRL(o.subtotal_servicos)} />
        <Linha rotulo="Peças" valor={formatBRL(o.subtotal_produtos)} />
        {o.desconto_valor > 0 && <Linha rotulo="Desconto" valor={`− ${formatBRL(o.desconto_valor)}`} />}
        {o.acrescimos_valor > 0 && <Linha rotulo="Acréscimos" valor={formatBRL(o.acrescimos_valor)} />}
        <div className="mt-1 flex justify-between border-t border-border pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="portal-total">
            {formatBRL(o.total_geral)}
          </dd>
        </div>
      </dl>
      <dl className="mt-3 grid gap-2 text-sm">
        {o.validade && <Linha rotulo="Válido até" valor={formatDateOrDash(o.validade, view.fuso_horario)} />}
        <Linha rotulo="Garantia" valor={`${o.garantia_dias} dias`} />
        {o.condicoes_pagamento && <Texto rotulo="Condições de pagamento" texto={o.condicoes_pagamento} />}
        {o.observacoes && <Texto rotulo="Observações" texto={o.observacoes} />}
      </dl>
    </section>
  )
}

function Linha({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{rotulo}</dt>
      <dd className="tabular-nums">{valor}</dd>
    </div>
  )
}

function Texto({ rotulo, texto }: { rotulo: string; texto: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{rotulo}</dt>
      <dd className="whitespace-pre-line break-words">{texto}</dd>
    </div>
  )
}
