import type { OsView } from '../../../../shared/os/os.schemas'
import { computeTotais } from '../../../../shared/os/os-totais'
import { formatBRL } from '../../../lib/format'

const percentFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })

/** The totals block: the server's stored totals; the OS discount in centavos is derived from its rule. */
export function OsTotais({ os }: { os: OsView }) {
  const { desconto_valor } = computeTotais(os)
  const descontoLabel =
    os.desconto_tipo === 'percentual' && os.desconto_percentual
      ? `Desconto (${percentFormat.format(os.desconto_percentual)}%)`
      : 'Desconto'
  return (
    <dl className="ml-auto grid w-full max-w-sm gap-1.5 rounded-md border border-border bg-slate-50 p-3 text-sm tabular-nums print:border-slate-400 print:bg-white">
      <Linha label="Subtotal Serviços" valor={formatBRL(os.subtotal_servicos)} />
      <Linha label="Subtotal Produtos" valor={formatBRL(os.subtotal_produtos)} />
      <Linha
        label={descontoLabel}
        valor={desconto_valor > 0 ? `− ${formatBRL(desconto_valor)}` : formatBRL(0)}
      />
      <Linha label="Acréscimos" valor={formatBRL(os.acrescimos_valor)} />
      <div className="mt-1 flex items-center justify-between gap-3 border-t border-border pt-2 text-base font-semibold">
        <dt>Total Geral</dt>
        <dd data-testid="os-total-geral">{formatBRL(os.total_geral)}</dd>
      </div>
    </dl>
  )
}

function Linha({ label, valor }: { label: string; valor: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{valor}</dd>
    </div>
  )
}
