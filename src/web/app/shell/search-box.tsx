import { Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { gruposDaBusca } from '../../../shared/busca/busca.schemas'
import { Button } from '../../components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet'
import { useCurrentMe } from '../../features/auth/current-me'
import { BuscaNaBarra, BuscaNaFolha } from '../../features/busca/busca-global'

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/**
 * The top bar's global search: an input with a results popover on desktop, an icon opening a top sheet
 * on phones. `/` focuses it (UI.md "Keyboard") unless the user is already typing somewhere. Hidden for a
 * user who may search nothing (no OS, cadastros or contas a receber view).
 */
export function SearchBox() {
  const me = useCurrentMe()
  const podeBuscar = gruposDaBusca(me).length > 0
  const desktopInput = useRef<HTMLInputElement>(null)
  const [sheetOpen, setSheetOpen] = useState(false)

  useEffect(() => {
    if (!podeBuscar) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return
      event.preventDefault()
      const input = desktopInput.current
      // Hidden by CSS on phones (no layout box): open the sheet instead.
      if (input && input.offsetParent !== null) input.focus()
      else setSheetOpen(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [podeBuscar])

  if (!podeBuscar) return null
  return (
    <>
      <BuscaNaBarra inputRef={desktopInput} />
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Buscar"
        onClick={() => setSheetOpen(true)}
      >
        <Search className="!size-5" aria-hidden="true" />
      </Button>
      <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
        <SheetContent side="top">
          <SheetTitle>Buscar</SheetTitle>
          <SheetDescription className="sr-only">Busque ordens de serviço, clientes e placas</SheetDescription>
          <BuscaNaFolha onNavegar={() => setSheetOpen(false)} />
        </SheetContent>
      </Sheet>
    </>
  )
}
