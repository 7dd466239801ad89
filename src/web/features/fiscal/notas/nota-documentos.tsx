import { FileCode, FileText } from 'lucide-react'
import type { NotaView } from '../../../../shared/fiscal/fiscal.schemas'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'

/** The kept DANFSE (opens in a tab) and XML (downloads), once the note has them. */
export function NotaDocumentos({ nota, className }: { nota: NotaView; className?: string }) {
  if (!nota.danfse_url && !nota.xml_url) return <span className="text-muted-foreground">—</span>
  const numero = nota.numero ?? ''
  return (
    <div className={cn('flex flex-wrap gap-1', className)}>
      {nota.danfse_url && (
        <Button variant="ghost" size="sm" asChild className="h-11 md:h-8">
          <a
            href={nota.danfse_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`PDF (DANFSE) da nota ${numero}`}
          >
            <FileText aria-hidden="true" />
            PDF
          </a>
        </Button>
      )}
      {nota.xml_url && (
        <Button variant="ghost" size="sm" asChild className="h-11 md:h-8">
          <a href={nota.xml_url} download aria-label={`XML da nota ${numero}`}>
            <FileCode aria-hidden="true" />
            XML
          </a>
        </Button>
      )}
    </div>
  )
}
