import { Search } from 'lucide-react'
import { type Ref, useEffect, useRef, useState } from 'react'
import { gruposDaBusca } from '../../../shared/busca/busca-grupos'
import { Button } from '../../components/ui/button'
import { BuscaInput } from '../../features/busca/busca-input'
import type { BuscaDigitada } from '../../features/busca/use-busca-global'
import { useCurrentMe } from '../../lib/current-me'
import { useLazyModule } from '../../lib/use-lazy-module'

// The search's code (results, Radix popover and sheet) downloads when the person reaches for it, not with
// the first page (decision 021).
const loadBarra = () => import('../../features/busca/busca-global')
const loadSheet = () => import('./search-sheet')

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
  const sheet = useLazyModule(loadSheet)
  const [sheetOpen, setSheetOpen] = useState(false)
  const openSheet = () => {
    setSheetOpen(true)
    sheet.load()
  }

  useEffect(() => {
    if (!podeBuscar) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return
      event.preventDefault()
      const input = desktopInput.current
      // Hidden by CSS on phones (no layout box): open the sheet instead.
      if (input && input.offsetParent !== null) input.focus()
      else openSheet()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  })

  if (!podeBuscar) return null
  return (
    <>
      <BarraDeBusca inputRef={desktopInput} />
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Buscar"
        aria-busy={(sheetOpen && sheet.loading) || undefined}
        onClick={openSheet}
      >
        <Search className="!size-5" aria-hidden="true" />
      </Button>
      {sheet.module && <sheet.module.SearchSheet open={sheetOpen} onOpenChange={setSheetOpen} />}
    </>
  )
}

/**
 * Desktop: a plain input until the person points at it, focuses it or types; then the real search box
 * takes its place, with what was typed, an Enter already pressed, and the focus.
 */
function BarraDeBusca({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const barra = useLazyModule(loadBarra)
  const [digitada, setDigitada] = useState<BuscaDigitada>({ texto: '', enviar: false })
  const [focado, setFocado] = useState(false)

  if (barra.module)
    return <barra.module.BuscaNaBarra inputRef={inputRef} digitada={digitada} autoFocus={focado} />
  return (
    <search className="hidden w-full max-w-md md:block">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          setDigitada({ ...digitada, enviar: true })
        }}
        className="relative"
      >
        <BuscaInput
          ref={inputRef}
          aria-expanded={false}
          value={digitada.texto}
          onChange={(e) => setDigitada({ texto: e.target.value, enviar: false })}
          onPointerEnter={barra.load}
          onFocus={() => {
            setFocado(true)
            barra.load()
          }}
          onBlur={() => setFocado(false)}
          className="h-9 bg-muted focus-visible:bg-surface"
        />
      </form>
    </search>
  )
}
