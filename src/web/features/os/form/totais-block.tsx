import { type Control, useWatch } from 'react-hook-form'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { computeTotais } from '../../../../shared/os/os-totais'
import { num } from './item-line'
import type { OsFormValues } from './os-form-values'

/** Subtotal Serviços, Subtotal Produtos, (Desconto, Acréscimos), Total Geral — the shared rules (SPEC §5). */
export function TotaisBlock({ control }: { control: Control<OsFormValues> }) {
  const [itens, desconto_tipo, desconto_percentual, desconto_valor, acrescimos_valor] = useWatch({
    control,
    name: ['itens', 'desconto_tipo', 'desconto_percentual', 'desconto_valor', 'acrescimos_valor'],
  })
  const totais = computeTotais({
    itens: itens.map((i) => ({
      tipo: i.tipo,
      quantidade: num(i.quantidade),
      valor_unitario: num(i.valor_unitario),
      desconto_valor: i.permite_desconto === false ? 0 : num(i.desconto_valor),
    })),
    desconto_tipo,
    desconto_percentual: num(desconto_percentual),
    desconto_valor: num(desconto_valor),
    acrescimos_valor: num(acrescimos_valor),
  })
  const rows: Array<[string, number, string?]> = [
    ['Subtotal Serviços', totais.subtotal_servicos],
    ['Subtotal Produtos', totais.subtotal_produtos],
  ]
  if (totais.desconto_valor > 0) rows.push(['Desconto', -totais.desconto_valor, 'text-destructive'])
  if (totais.acrescimos_valor > 0) rows.push(['Acréscimos', totais.acrescimos_valor])

  return (
    <dl aria-label="Totais" className="ml-auto grid w-full max-w-sm gap-2 rounded-lg bg-muted/60 p-4 text-sm">
      {rows.map(([label, value, className]) => (
        <div key={label} className="flex items-center justify-between gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className={`tabular-nums ${className ?? ''}`}>{formatCurrency(value)}</dd>
        </div>
      ))}
      <div className="flex items-center justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
        <dt>Total Geral</dt>
        <dd className="tabular-nums">{formatCurrency(totais.total_geral)}</dd>
      </div>
    </dl>
  )
}
