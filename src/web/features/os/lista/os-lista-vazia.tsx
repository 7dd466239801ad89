import { ClipboardList, FilterX } from 'lucide-react'
import { osMessages as m } from '../../../../shared/os/os.messages'
import { Button } from '../../../components/ui/button'
import { NovaOsButton } from './nova-os-button'

/** Empty: the spec's sentence and the way forward ('Nova OS', or clearing the search and filters). */
export function OsListaVazia({
  filtering,
  canCreate,
  onClear,
}: {
  filtering: boolean
  canCreate: boolean
  onClear: () => void
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <ClipboardList className="size-6" aria-hidden="true" />
      </span>
      <p className="text-sm font-medium">{m.nenhumaOs}</p>
      {filtering ? (
        <Button variant="outline" onClick={onClear}>
          <FilterX aria-hidden="true" />
          Limpar filtros
        </Button>
      ) : (
        canCreate && <NovaOsButton />
      )}
    </div>
  )
}
