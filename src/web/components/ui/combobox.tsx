import { Check, ChevronsUpDown, Plus, Search, X } from 'lucide-react'
import { Popover as PopoverPrimitive } from 'radix-ui'
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react'
import { cn } from '../../lib/cn'
import { Spinner } from './spinner'

export type ComboboxStatus = 'loading' | 'error' | 'ready'

export type ComboboxProps<T> = {
  id?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
  'aria-required'?: boolean
  value: T | null
  onChange: (item: T | null) => void
  /** Called when the list closes, so react-hook-form marks the field touched. */
  onBlur?: () => void
  /** Lets the caller fetch only while the list is open. */
  onOpenChange?: (open: boolean) => void
  items: readonly T[]
  getKey: (item: T) => string
  getLabel: (item: T) => string
  /** A second line under the option (document, plate…). */
  getDescription?: (item: T) => string | null | undefined
  search: string
  onSearchChange: (search: string) => void
  status: ComboboxStatus
  /** Shown under the options when the server has more matches than it sent. */
  footer?: ReactNode
  placeholder?: string
  searchLabel?: string
  emptyText?: string
  errorText?: string
  clearLabel?: string
  /** A last entry under the options, e.g. 'Novo cliente': called with the search text once the list closes. */
  action?: { label: string; onSelect: (search: string) => void }
  disabled?: boolean
  className?: string
}

/**
 * A searchable select (WAI-ARIA combobox with a listbox popup). It only presents: the caller supplies the
 * items for the current search text, normally from the server (DESIGN §8b: no screen loads a whole table).
 */
export function Combobox<T>({
  value,
  onChange,
  onBlur,
  onOpenChange,
  items,
  getKey,
  getLabel,
  getDescription,
  search,
  onSearchChange,
  status,
  footer,
  placeholder = 'Selecione…',
  searchLabel = 'Buscar',
  emptyText = 'Nenhum registro encontrado',
  errorText = 'Não foi possível buscar. Tente novamente.',
  clearLabel = 'Limpar seleção',
  action,
  disabled,
  className,
  ...aria
}: ComboboxProps<T>) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const listId = useId()
  const optionId = (i: number) => `${listId}-opcao-${i}`

  const setOpenAndNotify = (next: boolean) => {
    setOpen(next)
    onOpenChange?.(next)
    if (next) setActive(0)
    else onBlur?.()
  }
  const choose = (item: T) => {
    onChange(item)
    setOpenAndNotify(false)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (items.length === 0) return
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + step + items.length) % items.length)
    } else if (e.key === 'Enter') {
      // Enter inside a form would submit it; here it picks the highlighted option.
      e.preventDefault()
      const item = items[active]
      if (item) choose(item)
    }
  }

  return (
    // Modal: inside a dialog the list must scroll and take focus on its own (the dialog locks both).
    // min-w-0: a long chosen name truncates instead of widening the field over its neighbours.
    <PopoverPrimitive.Root open={open} onOpenChange={setOpenAndNotify} modal>
      <div className={cn('relative min-w-0', className)}>
        <PopoverPrimitive.Trigger
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-controls={open ? listId : undefined}
          disabled={disabled}
          className={cn(
            'flex h-10 w-full min-w-0 items-center justify-between gap-2 rounded-lg border border-input bg-surface px-3 py-2 text-left text-base shadow-xs focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm',
            value === null && 'text-muted-foreground',
            value !== null && aria['aria-required'] !== true && 'pr-16',
          )}
          {...aria}
        >
          <span className="truncate">{value === null ? placeholder : getLabel(value)}</span>
          <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        </PopoverPrimitive.Trigger>
        {value !== null && aria['aria-required'] !== true && !disabled && (
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={clearLabel}
            className="absolute top-1/2 right-8 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="start"
          sideOffset={4}
          className="z-50 w-(--radix-popover-trigger-width) min-w-64 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-surface text-foreground shadow-dialog outline-none"
        >
          <div className="flex items-center gap-2 border-b border-border px-3">
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <input
              role="combobox"
              aria-label={searchLabel}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={items.length > 0 ? optionId(active) : undefined}
              autoComplete="off"
              className="h-10 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
              placeholder={searchLabel}
              value={search}
              onChange={(e) => {
                onSearchChange(e.target.value)
                setActive(0)
              }}
              onKeyDown={onKeyDown}
            />
            {status === 'loading' && <Spinner className="text-muted-foreground" label="Buscando" />}
          </div>
          <div id={listId} role="listbox" aria-label={searchLabel} className="max-h-64 overflow-y-auto p-1">
            {items.map((item, i) => {
              const selected = value !== null && getKey(value) === getKey(item)
              const description = getDescription?.(item)
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: options never take focus; the search input's arrow keys and Enter choose them (aria-activedescendant)
                <div
                  key={getKey(item)}
                  id={optionId(i)}
                  role="option"
                  aria-selected={selected}
                  tabIndex={-1}
                  // Keep the search input focused while clicking, so the keyboard path stays intact.
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => setActive(i)}
                  onClick={() => choose(item)}
                  className={cn(
                    'flex cursor-pointer items-start gap-2 rounded-md px-2 py-2 text-sm select-none',
                    i === active && 'bg-muted',
                  )}
                >
                  <Check
                    className={cn('mt-0.5 size-4 shrink-0 text-primary', !selected && 'invisible')}
                    aria-hidden="true"
                  />
                  <span className="min-w-0">
                    <span className="block truncate">{getLabel(item)}</span>
                    {description && (
                      <span className="block truncate text-xs text-muted-foreground">{description}</span>
                    )}
                  </span>
                </div>
              )
            })}
          </div>
          {status !== 'loading' && items.length === 0 && (
            <p className="px-3 pb-3 text-sm text-muted-foreground">
              {status === 'error' ? errorText : emptyText}
            </p>
          )}
          {footer && items.length > 0 && (
            <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">{footer}</p>
          )}
          {action && (
            <div className="border-t border-border p-1">
              <button
                type="button"
                onClick={() => {
                  setOpenAndNotify(false)
                  action.onSelect(search)
                }}
                className="flex min-h-11 w-full items-center gap-2 rounded-md px-2 text-left text-sm font-medium text-primary hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring/50 md:min-h-9"
              >
                <Plus className="size-4 shrink-0" aria-hidden="true" />
                {action.label}
              </button>
            </div>
          )}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  )
}
