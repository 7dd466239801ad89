import { History } from 'lucide-react'
import { formatDateTime } from '../../../../shared/formatos/data'
import type { OsView } from '../../../../shared/os/os.schemas'
import { tituloDoRegistro } from '../../../../shared/os/os-historico'
import { osStatusDotColors } from '../../../components/os-status-badge'
import { SecaoDeDetalhe } from '../../../components/secao-de-detalhe'
import { cn } from '../../../lib/cn'

type Registro = OsView['historico'][number]

/**
 * Histórico: every status change and every event that keeps the status (a refusal, an invoice, its
 * reversal), oldest first, each named by its kind, with who, when and the note (DESIGN §5).
 */
export function OsHistorico({ os, timeZone }: { os: OsView; timeZone: string }) {
  return (
    <SecaoDeDetalhe title="Histórico" icon={History}>
      {os.historico.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma mudança de status registrada.</p>
      ) : (
        <ol aria-label="Histórico de status" className="relative grid gap-4">
          {os.historico.map((registro, index) => (
            <li key={registro.id} className="relative flex gap-3">
              {index < os.historico.length - 1 && (
                <span
                  className="absolute top-4 bottom-[-1rem] left-[5px] w-px bg-border print:hidden"
                  aria-hidden="true"
                />
              )}
              <span
                className={cn(
                  'relative mt-1.5 size-[11px] shrink-0 rounded-full ring-2 ring-surface',
                  osStatusDotColors[registro.para_status],
                )}
                aria-hidden="true"
              />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium" data-testid="historico-status">
                  {tituloDoRegistro(registro)}
                </p>
                <p className="text-xs text-muted-foreground">
                  {autor(registro)} ·{' '}
                  <time dateTime={registro.criado_em}>{formatDateTime(registro.criado_em, timeZone)}</time>
                </p>
                {registro.observacao && (
                  <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-700">
                    {registro.observacao}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </SecaoDeDetalhe>
  )
}

function autor(registro: Registro): string {
  if (registro.origem === 'portal') return `${registro.nome_cliente ?? 'Cliente'} (portal do cliente)`
  if (registro.origem === 'sistema') return 'Sistema'
  return registro.usuario_nome ?? 'Usuário removido'
}
