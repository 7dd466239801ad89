import { Search } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet'

const PLACEHOLDER = 'Buscar OS, cliente, placa...'

// Global search arrives in a later issue; until then submitting keeps the term and shows no invented results.
function ignoreSubmit(event: FormEvent) {
  event.preventDefault()
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/**
 * The top bar's search: an input on desktop, an icon opening a top sheet on phones. `/` focuses it
 * (UI.md "Keyboard") unless the user is already typing somewhere.
 */
export function SearchBox() {
  const desktopInput = useRef<HTMLInputElement>(null)
  const [sheetOpen, setSheetOpen] = useState(false)

  useEffect(() => {
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
  }, [])

  return (
    <>
      <search className="hidden w-full max-w-md md:block">
        <form onSubmit={ignoreSubmit} className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={desktopInput}
            type="search"
            aria-label="Buscar"
            aria-keyshortcuts="/"
            placeholder={PLACEHOLDER}
            className="h-9 bg-muted pl-9 focus-visible:bg-surface"
          />
        </form>
      </search>
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
          <search>
            <form onSubmit={ignoreSubmit} className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input type="search" aria-label="Buscar" placeholder={PLACEHOLDER} className="pl-9" autoFocus />
            </form>
          </search>
        </SheetContent>
      </Sheet>
    </>
  )
}
