import { FileText } from 'lucide-react'
import { formatDate } from '../../../shared/formatos/data'
import type { PortalOrcamentoView } from '../../../shared/portal/portal.schemas'
import { Button } from '../../components/ui/button'

/** The OS's authorized NFS-e (issue 28): the customer keeps the DANFSE, with no login. */
export function OrcamentoPublicoNotas({ view }: { view: PortalOrcamentoView }) {
  if (view.notas_fiscais.length === 0) return null
  return (
    <section className="mt-6 grid gap-3" aria-label="Notas fiscais">
      <h3 className="flex items-center gap-2 font-semibold text-base">
        <FileText className="size-4" aria-hidden="true" /> Nota fiscal de serviço
      </h3>
      {view.notas_fiscais.map((n) => (
        <div
          key={n.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm"
        >
          <p>
            <span className="font-medium">NFS-e nº {n.numero}</span>
            <span className="block text-muted-foreground">
              Autorizada em {formatDate(n.autorizada_em, view.fuso_horario)}
            </span>
          </p>
          <Button asChild variant="outline" className="h-11">
            <a href={n.danfse_url} target="_blank" rel="noopener noreferrer">
              <FileText aria-hidden="true" />
              Baixar DANFSE (PDF)
            </a>
          </Button>
        </div>
      ))}
    </section>
  )
}
