import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '../ui/button'

/** Number of pages for a total (at least 1, so an empty list still reads 'Página 1 de 1'). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))

const number = (n: number) => n.toLocaleString('pt-BR')

/**
 * 'Mostrando 11–20 de 23' and 'Página 2 de 3' with previous/next (SPEC "Reusable register list screen").
 * A broad search the server stopped counting reads 'de mais de 100' and 'Página 2 de 10+'.
 */
export function ListPagination({
  page,
  pageSize,
  total,
  totalExact,
  itemCount,
  onPageChange,
  busy,
}: {
  page: number
  pageSize: number
  total: number
  totalExact: boolean
  /** Rows on this page: with an inexact total, a full page means there may be a next one. */
  itemCount: number
  onPageChange: (page: number) => void
  busy?: boolean
}) {
  const pages = pageCount(total, pageSize)
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = totalExact ? Math.min(total, page * pageSize) : from + itemCount - 1
  const hasNext = totalExact ? page < pages : itemCount === pageSize
  return (
    <nav
      aria-label="Paginação"
      className="flex flex-col items-center gap-3 text-sm text-muted-foreground sm:flex-row sm:justify-between"
    >
      <p className="tabular-nums" aria-live="polite">
        Mostrando {number(from)}–{number(to)} de {totalExact ? number(total) : `mais de ${number(total)}`}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          className="h-10 md:h-8"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1 || busy}
          aria-label="Página anterior"
        >
          <ChevronLeft aria-hidden="true" />
          <span className="hidden sm:inline">Anterior</span>
        </Button>
        <span className="px-1 whitespace-nowrap text-foreground tabular-nums">
          Página {number(page)} de {totalExact ? number(pages) : `${number(Math.max(pages, page))}+`}
        </span>
        <Button
          variant="outline"
          size="sm"
          className="h-10 md:h-8"
          onClick={() => onPageChange(page + 1)}
          disabled={!hasNext || busy}
          aria-label="Próxima página"
        >
          <span className="hidden sm:inline">Próxima</span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  )
}
