import { ClipboardCheck } from 'lucide-react'
import { formatDateTime } from '../../../shared/formatos/data'
import type { PortalOrcamentoView } from '../../../shared/portal/portal.schemas'
import { vistoriaTipoLabels } from '../../../shared/vistoria/vistoria'

/** The inspections the customer signed (issue 26): what was recorded at check-in and check-out. */
export function OrcamentoPublicoVistorias({ view }: { view: PortalOrcamentoView }) {
  if (view.vistorias.length === 0) return null
  return (
    <section className="mt-6 grid gap-3" aria-label="Vistorias assinadas">
      <h3 className="flex items-center gap-2 font-semibold text-base">
        <ClipboardCheck className="size-4" aria-hidden="true" /> Vistorias assinadas
      </h3>
      {view.vistorias.map((v) => (
        <div key={v.tipo} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
          <p className="font-medium">
            {vistoriaTipoLabels[v.tipo]}
            {v.versao > 1 ? ` (versão ${v.versao})` : ''}
          </p>
          <p className="text-muted-foreground">
            {`Assinada por ${v.assinante} em ${formatDateTime(v.assinado_em, view.fuso_horario)}`}
            {v.km !== null ? ` · ${v.km.toLocaleString('pt-BR')} km` : ''}
          </p>
          {v.marcas.length ? (
            <ul className="grid gap-0.5">
              {v.marcas.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : (
            <p>Nenhuma avaria registrada.</p>
          )}
          <p className="break-all font-mono text-muted-foreground text-xs">SHA-256 {v.sha256}</p>
        </div>
      ))}
    </section>
  )
}
