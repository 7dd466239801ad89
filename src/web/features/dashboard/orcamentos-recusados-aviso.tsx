import { ChevronRight, CircleX } from 'lucide-react'
import { Link } from 'react-router'

/**
 * Quotes the customer refused that still wait for the shop (a new version or a cancellation), linking
 * to the OS list filtered by them. Nothing when there are none.
 */
export function OrcamentosRecusadosAviso({ quantidade }: { quantidade: number }) {
  if (quantidade === 0) return null
  const texto =
    quantidade === 1
      ? '1 orçamento recusado pelo cliente aguarda revisão'
      : `${quantidade.toLocaleString('pt-BR')} orçamentos recusados pelo cliente aguardam revisão`
  return (
    <Link
      to="/os?recusado=1"
      className="mb-6 flex min-h-11 items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900 hover:bg-red-100"
    >
      <CircleX className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">{texto}</span>
      <span className="flex shrink-0 items-center gap-1 text-red-800">
        Ver
        <ChevronRight className="size-4" aria-hidden="true" />
      </span>
    </Link>
  )
}
