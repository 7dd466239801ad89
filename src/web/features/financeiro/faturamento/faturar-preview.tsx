import type { ParcelaPlanejada } from '../../../../shared/financeiro/parcelas'
import { formatDate } from '../../../../shared/formatos/data'
import { formatCurrency } from '../../../../shared/formatos/moeda'

/** The titles invoicing will create, before confirming: label, due date and value, then the total. */
export function FaturarPreview({ plano, total }: { plano: ParcelaPlanejada[]; total: number }) {
  return (
    <div className="rounded-lg border border-border">
      <table className="w-full text-sm" aria-label="Prévia dos títulos">
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b border-border">
            <th className="px-3 py-2 text-left font-medium">Parcela</th>
            <th className="px-3 py-2 text-left font-medium">Vencimento</th>
            <th className="px-3 py-2 text-right font-medium">Valor</th>
          </tr>
        </thead>
        <tbody>
          {plano.map((p) => (
            <tr key={p.numero} className="border-b border-border last:border-0" data-testid="previa-parcela">
              <td className="px-3 py-1.5">{p.sinal ? 'Sinal (recebido)' : p.parcela}</td>
              <td className="px-3 py-1.5 tabular-nums">{formatDate(p.vencimento)}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{formatCurrency(p.valor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-border bg-muted font-semibold">
            <td className="px-3 py-2" colSpan={2}>
              Total
            </td>
            <td className="px-3 py-2 text-right tabular-nums" data-testid="previa-total">
              {formatCurrency(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
