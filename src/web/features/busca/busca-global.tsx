import { Popover as PopoverPrimitive } from 'radix-ui'
import { type Ref, useRef, useState } from 'react'
import { BUSCA_MAX } from '../../../shared/busca/busca.schemas'
import { Spinner } from '../../components/ui/spinner'
import { BuscaInput } from './busca-input'
import { BuscaResultados } from './busca-resultados'
import { type BuscaDigitada, type BuscaGlobalState, useBuscaGlobal } from './use-busca-global'

type CampoProps = {
  estado: BuscaGlobalState
  expandido: boolean
  inputRef?: Ref<HTMLInputElement>
  className?: string
  autoFocus?: boolean
  onAbrir?: () => void
}

/** The search input as a WAI-ARIA combobox: it keeps the focus while the arrow keys move the highlight. */
function CampoDeBusca({ estado, expandido, inputRef, className, autoFocus, onAbrir }: CampoProps) {
  const comLista = expandido && estado.itens.length > 0
  return (
    <>
      <BuscaInput
        ref={inputRef}
        aria-expanded={comLista}
        aria-controls={comLista ? estado.listId : undefined}
        aria-activedescendant={comLista && estado.ativo >= 0 ? estado.optionId(estado.ativo) : undefined}
        maxLength={BUSCA_MAX}
        autoFocus={autoFocus}
        value={estado.texto}
        onChange={(e) => {
          estado.mudarTexto(e.target.value)
          onAbrir?.()
        }}
        onFocus={onAbrir}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') onAbrir?.()
          estado.onKeyDown(e)
        }}
        className={className}
      />
      {estado.busca.isFetching && (
        <Spinner
          className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
          label="Buscando"
        />
      )}
    </>
  )
}

/**
 * The desktop top bar's search: the results open in a popover under the input as soon as something is
 * typed, and close on Esc, on leaving the field or after choosing a result. It replaces the shell's
 * plain input once downloaded, with what was typed there (`digitada`) and its focus (`autoFocus`).
 */
export function BuscaNaBarra({
  inputRef,
  digitada,
  autoFocus,
}: {
  inputRef?: Ref<HTMLInputElement>
  digitada?: BuscaDigitada
  autoFocus?: boolean
}) {
  const [aberto, setAberto] = useState(false)
  const estado = useBuscaGlobal(() => setAberto(false), digitada)
  const ancora = useRef<HTMLDivElement>(null)
  const mostrar = aberto && estado.texto.trim().length > 0

  return (
    <PopoverPrimitive.Root open={mostrar} onOpenChange={setAberto}>
      <search className="hidden w-full max-w-md md:block">
        <form onSubmit={estado.onSubmit}>
          <PopoverPrimitive.Anchor asChild>
            <div ref={ancora} className="relative">
              <CampoDeBusca
                estado={estado}
                expandido={mostrar}
                inputRef={inputRef}
                autoFocus={autoFocus}
                onAbrir={() => setAberto(true)}
                className="h-9 bg-muted focus-visible:bg-surface"
              />
            </div>
          </PopoverPrimitive.Anchor>
        </form>
      </search>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="start"
          sideOffset={6}
          // The input keeps the focus: the popover is driven from it.
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          onInteractOutside={(e) => {
            if (ancora.current?.contains(e.target as Node)) e.preventDefault()
          }}
          className="z-50 max-h-[min(32rem,70dvh)] w-(--radix-popover-trigger-width) min-w-80 overflow-y-auto rounded-lg border border-border bg-surface text-foreground shadow-dialog outline-none"
        >
          <BuscaResultados estado={estado} />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  )
}

/** The phone's search, inside the top sheet: the results list under the input. */
export function BuscaNaFolha({ onNavegar }: { onNavegar: () => void }) {
  const estado = useBuscaGlobal(onNavegar)
  const mostrar = estado.texto.trim().length > 0
  return (
    <search className="flex min-h-0 flex-col gap-2">
      <form onSubmit={estado.onSubmit} className="relative">
        <CampoDeBusca estado={estado} expandido={mostrar} autoFocus />
      </form>
      {mostrar && (
        <div className="-mx-4 max-h-[70dvh] overflow-y-auto border-t border-border">
          <BuscaResultados estado={estado} />
        </div>
      )}
    </search>
  )
}
