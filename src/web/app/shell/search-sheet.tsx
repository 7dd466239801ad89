import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet'
import { BuscaNaFolha } from '../../features/busca/busca-global'

/** The phone's search in a top sheet; loaded on the first tap on the search icon (search-box.tsx). */
export function SearchSheet({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="top">
        <SheetTitle>Buscar</SheetTitle>
        <SheetDescription className="sr-only">Busque ordens de serviço, clientes e placas</SheetDescription>
        <BuscaNaFolha onNavegar={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  )
}
