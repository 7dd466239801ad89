import { Download, FileSpreadsheet, FileText } from 'lucide-react'
import type { OsListQuery } from '../../../../shared/os/os.schemas'
import { Button, type ButtonProps } from '../../../components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu'
import { exportOsUrl } from '../api/os-api'

/**
 * CSV or XLSX of the filtered list, every page: a plain download link, so the browser streams the file
 * with the session cookie.
 */
export function OsExportarMenu({
  query,
  variant = 'outline',
  className,
  compact = false,
}: {
  query: OsListQuery
  variant?: ButtonProps['variant']
  className?: string
  /** Icon only below `sm` (the bulk bar on a phone). */
  compact?: boolean
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={variant} className={className} aria-label="Exportar">
          <Download aria-hidden="true" />
          <span className={compact ? 'hidden sm:inline' : undefined}>Exportar</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={exportOsUrl(query, 'xlsx')} download>
            <FileSpreadsheet aria-hidden="true" />
            Exportar Excel (XLSX)
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={exportOsUrl(query, 'csv')} download>
            <FileText aria-hidden="true" />
            Exportar CSV
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
