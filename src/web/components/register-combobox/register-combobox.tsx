import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import { Combobox, type ComboboxProps } from '../ui/combobox'

/** One page of search results, as every list endpoint answers (`{ items, total }`). */
export type RegisterSearchPage<T> = { items: T[]; total: number; totalExact: boolean }

export type RegisterComboboxProps<T> = Omit<
  ComboboxProps<T>,
  'items' | 'search' | 'onSearchChange' | 'status' | 'footer' | 'onOpenChange'
> & {
  /** Prefix of the cache key, e.g. `['clientes', 'combobox']`; the search text is appended. */
  queryKey: readonly unknown[]
  /** Asks the server for the registers matching `q` (a blank `q` lists the first ones). */
  fetchPage: (q: string, signal: AbortSignal) => Promise<RegisterSearchPage<T>>
}

/**
 * Picks a client, vehicle, technician, service or product by asking the server as the person types
 * (DESIGN §8b). Nothing is fetched until the list opens; each pause in typing is one request.
 */
export function RegisterCombobox<T>({ queryKey, fetchPage, ...props }: RegisterComboboxProps<T>) {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), 250)
  const results = useQuery({
    queryKey: [...queryKey, q],
    queryFn: ({ signal }) => fetchPage(q, signal),
    enabled: open,
    placeholderData: keepPreviousData,
  })
  const items = results.data?.items ?? []
  const total = results.data?.total ?? 0
  const status = results.isError ? 'error' : results.isFetching || search.trim() !== q ? 'loading' : 'ready'

  return (
    <Combobox
      {...props}
      items={items}
      search={search}
      onSearchChange={setSearch}
      onOpenChange={setOpen}
      status={status}
      footer={
        total > items.length
          ? `Mostrando ${items.length} de ${results.data?.totalExact === false ? 'mais de ' : ''}${total.toLocaleString('pt-BR')}. Digite para refinar a busca.`
          : undefined
      }
    />
  )
}
