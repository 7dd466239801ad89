import { RefreshCw, Trash2, X } from 'lucide-react'
import type { OsListQuery } from '../../../../shared/os/os.schemas'
import { Button } from '../../../components/ui/button'
import { OsExportarMenu } from './os-exportar-menu'

/**
 * The floating bar while OS are selected (SPEC "OS list"): change status, delete, export. It sits above
 * the phone's bottom menu and fits 375 px (labels turn into icons with names below `sm`).
 */
export function OsBulkBar({
  count,
  query,
  onChangeStatus,
  onDelete,
  onClear,
}: {
  count: number
  query: OsListQuery
  onChangeStatus?: () => void
  onDelete?: () => void
  onClear: () => void
}) {
  return (
    <section
      aria-label="Ações em massa"
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-2xl items-center gap-1 rounded-xl border border-border bg-surface p-2 shadow-dialog sm:gap-2 md:bottom-6"
    >
      <Button variant="ghost" size="icon" className="size-10" aria-label="Limpar seleção" onClick={onClear}>
        <X aria-hidden="true" />
      </Button>
      <p className="min-w-0 flex-1 truncate text-sm font-medium" aria-live="polite">
        {count} {count === 1 ? 'selecionada' : 'selecionadas'}
      </p>
      {onChangeStatus && (
        <Button variant="outline" onClick={onChangeStatus} aria-label="Alterar status" className="px-3">
          <RefreshCw aria-hidden="true" />
          <span className="hidden sm:inline">Alterar status</span>
        </Button>
      )}
      <OsExportarMenu query={query} compact className="px-3" />
      {onDelete && (
        <Button variant="destructive" onClick={onDelete} aria-label="Excluir" className="px-3">
          <Trash2 aria-hidden="true" />
          <span className="hidden sm:inline">Excluir</span>
        </Button>
      )}
    </section>
  )
}
