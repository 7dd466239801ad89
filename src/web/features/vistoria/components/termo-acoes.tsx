import { FileText, Mail, Printer, Receipt } from 'lucide-react'
import { useState } from 'react'
import type { VistoriaView } from '../../../../shared/vistoria/vistoria.schemas'
import { Button } from '../../../components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu'
import { EnviarTermoDialog } from './enviar-termo-dialog'

const pdfUrl = (id: string, formato: 'a4' | '80mm') =>
  `/api/vistorias/${encodeURIComponent(id)}/pdf?formato=${formato}`

/**
 * 'Termo': the server's PDF (A4 or the 80 mm printer) in a new tab with the session cookie, and, for who
 * edits OS, the term by email.
 */
export function TermoAcoes({ vistoria, podeEnviar }: { vistoria: VistoriaView; podeEnviar: boolean }) {
  const [email, setEmail] = useState(false)
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" className="h-11 md:h-10">
            <Printer aria-hidden="true" />
            Termo
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
          {podeEnviar && (
            <DropdownMenuItem onSelect={() => setEmail(true)}>
              <Mail aria-hidden="true" />
              Enviar termo por email
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <EnviarTermoDialog vistoria={vistoria} aberto={email} onFechar={() => setEmail(false)} />
    </>
  )
}
