import { Search } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Input } from '../../components/ui/input'
import { cn } from '../../lib/cn'

/**
 * The global search's field, a WAI-ARIA combobox, with its magnifier. Kept light: the top bar draws it
 * before the search's own code has downloaded (decision 021).
 */
export function BuscaInput({ className, ...props }: ComponentProps<typeof Input>) {
  return (
    <>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        role="combobox"
        aria-label="Buscar"
        aria-keyshortcuts="/"
        aria-autocomplete="list"
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Buscar OS, cliente, placa..."
        className={cn('pr-9 pl-9', className)}
        {...props}
      />
    </>
  )
}
