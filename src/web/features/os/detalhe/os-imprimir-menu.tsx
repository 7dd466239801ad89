import { FileText, Printer, Receipt } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu'
import { osPdfUrl } from '../api/os-pdf'

/**
 * 'Imprimir': the server's PDFs (order, quote, 80 mm receipt) open in a new tab with the session cookie;
 * the browser's own print of the page stays for whoever prefers it.
 */
export function OsImprimirMenu({
  osId,
  onImprimirNavegador,
}: {
  osId: string
  onImprimirNavegador: () => void
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="h-11 md:h-10">
          <Printer aria-hidden="true" />
          Imprimir
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={osPdfUrl(osId, 'os')} target="_blank" rel="noopener">
            <FileText aria-hidden="true" />
            Ordem de Serviço (PDF)
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={osPdfUrl(osId, 'orcamento')} target="_blank" rel="noopener">
            <FileText aria-hidden="true" />
            Orçamento (PDF)
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={osPdfUrl(osId, 'recibo')} target="_blank" rel="noopener">
            <Receipt aria-hidden="true" />
            Recibo 80 mm (PDF)
          </a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onImprimirNavegador}>
          <Printer aria-hidden="true" />
          Imprimir pelo navegador
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
