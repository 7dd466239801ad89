import { formatarAliquota, formatarCodigoTributacao } from '../../../../shared/fiscal/fiscal'
import type { PreviaNota } from '../../../../shared/fiscal/nota-da-os'
import { formatDocumento } from '../../../../shared/formatos/exibir'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { formatQuantidade } from '../../../../shared/formatos/quantidade'
import type { OsView } from '../../../../shared/os/os.schemas'

const num = 'text-right whitespace-nowrap tabular-nums'

/**
 * What the note will hold, by the same rule the server applies: the customer, the service lines only
 * (parts are goods, not services: the line below says how many stay out), the values and the ISS.
 */
export function NotaPrevia({ previa, cliente }: { previa: PreviaNota; cliente: OsView['cliente'] }) {
  const fora = previa.produtos_fora
  return (
    <div className="grid gap-4 text-sm" data-testid="nota-previa">
      <section aria-label="Tomador">
        <h3 className="text-xs font-medium text-muted-foreground">Tomador</h3>
        {cliente ? (
          <p className="mt-0.5 break-words">
            <span className="font-medium">{cliente.nome_razao}</span>
            {cliente.doc && <span className="text-muted-foreground"> · {formatDocumento(cliente.doc)}</span>}
          </p>
        ) : (
          <p className="mt-0.5 text-muted-foreground">Sem cliente</p>
        )}
      </section>

      <section aria-label="Serviços da nota">
        <h3 className="text-xs font-medium text-muted-foreground">Serviços</h3>
        {previa.servicos.length === 0 ? (
          <p className="mt-0.5 text-muted-foreground">Nenhum serviço nesta OS.</p>
        ) : (
          <ul className="mt-1 divide-y divide-border rounded-md border border-border">
            {previa.servicos.map((s, i) => (
              // A read-only list whose lines have no id (the same service may appear twice): never reordered.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={`${s.descricao}-${i}`} className="flex items-start justify-between gap-3 px-3 py-2">
                <span className="min-w-0 break-words">
                  {s.descricao}
                  {s.quantidade !== 1 && (
                    <span className="text-muted-foreground"> × {formatQuantidade(s.quantidade)}</span>
                  )}
                </span>
                <span className={num}>{formatCurrency(s.valor)}</span>
              </li>
            ))}
          </ul>
        )}
        {fora.linhas > 0 && (
          <p className="mt-2 text-xs text-muted-foreground" data-testid="produtos-fora">
            Peças não entram na NFS-e: {fora.linhas} {fora.linhas === 1 ? 'item' : 'itens'},{' '}
            {formatCurrency(fora.valor)}
          </p>
        )}
      </section>

      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>Valor dos serviços</dt>
        <dd className={num}>{formatCurrency(previa.valor_servicos)}</dd>
        <dt>Desconto</dt>
        <dd className={num}>{previa.desconto > 0 ? `− ${formatCurrency(previa.desconto)}` : '—'}</dd>
        <dt className="font-medium">Base de cálculo</dt>
        <dd className={`${num} font-medium`}>{formatCurrency(previa.valor_liquido)}</dd>
        <dt>Alíquota do ISS</dt>
        <dd className={num}>{formatarAliquota(previa.aliquota_iss_bp)}</dd>
        <dt>ISS</dt>
        <dd className={num}>{formatCurrency(previa.valor_iss)}</dd>
        <dt>ISS retido pelo tomador</dt>
        <dd className={num}>{previa.iss_retido ? 'Sim' : 'Não'}</dd>
        <dt className="text-muted-foreground">Código de tributação</dt>
        <dd className={`${num} text-muted-foreground`}>
          {formatarCodigoTributacao(previa.codigo_tributacao)}
        </dd>
      </dl>
    </div>
  )
}
