import { FileText, Printer, Receipt } from 'lucide-react'
import type { VistoriaView } from '../../../../shared/vistoria/vistoria.schemas'
import { Button } from '../../../components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu'

const pdfUrl = (id: string, formato: 'a4' | '80mm') =>
  `/api/vistorias/${encodeURIComponent(id)}/pdf?formato=${formato}`

/** 'Imprimir termo': the server's PDF (A4 or the 80 mm printer) in a new tab with the session cookie. */
export function TermoAcoes({ vistoria }: { vistoria: VistoriaView }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="h-11 md:h-10">
          <Printer aria-hidden="true" />
          Imprimir termo
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={pdfUrl(vistoria.id, 'a4')} target="_blank" rel="noopener">
            <FileText aria-hidden="true" />
            Termo A4 (PDF)
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={pdfUrl(vistoria.id, '80mm')} target="_blank" rel="noopener">
            <Receipt aria-hidden="true" />
            Termo 80 mm (PDF)
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
