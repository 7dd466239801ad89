import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useDebouncedValue } from '../../lib/use-debounced-value'

/** The row a page was turned from: the last one shown (Próxima) or the first (Anterior). */
export type PageAnchor = { after: string } | { before: string }

/** Values to set in the URL; an undefined or empty one is removed. */
export type ParamsPatch = Record<string, string | undefined>

/** Page 1 has no number and no anchor in the URL. */
function toFirstPage(next: URLSearchParams) {
  next.delete('page')
  next.delete('after')
  next.delete('before')
}

/**
 * A list's place lives in the URL (`?q=&page=` and the list's own filters), so reload, back and a shared
 * link keep it. The typed text reaches the URL after a pause, and a new search or filter always starts at
 * page 1. A page turned with Próxima/Anterior may carry its anchor (`&after=` / `&before=`): the registers'
 * server reads it from that row, not by skipping every row before it (decision 015). `filterKeys` are the
 * values 'Limpar filtros' removes; the list reads them (and checks them) from `searchParams`.
 */
export function useListParams(filterKeys: readonly string[] = []) {
  const [searchParams, setParams] = useSearchParams()
  const q = searchParams.get('q') ?? ''
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1)
  const after = searchParams.get('after') ?? undefined
  const before = after ? undefined : (searchParams.get('before') ?? undefined)
  const [search, setSearch] = useState(q)
  const debounced = useDebouncedValue(search.trim(), 300)
  // The q this hook last wrote: any other change of the URL (menu link, back) is adopted by the box.
  const written = useRef(q)

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        change(next)
        return next
      },
      { replace: true },
    )

  useEffect(() => {
    if (q === written.current) return
    written.current = q
    setSearch(q)
  }, [q])

  useEffect(() => {
    // Only a settled search is written, so adopting an outside q never bounces the old text back.
    if (debounced !== search.trim() || debounced === q) return
    written.current = debounced
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (debounced) next.set('q', debounced)
        else next.delete('q')
        toFirstPage(next)
        return next
      },
      { replace: true },
    )
  }, [debounced, search, q, setParams])

  const setPage = (nextPage: number, anchor?: PageAnchor) =>
    update((next) => {
      toFirstPage(next)
      if (nextPage > 1) next.set('page', String(nextPage))
      if (anchor && nextPage > 1) {
        if ('after' in anchor) next.set('after', anchor.after)
        else next.set('before', anchor.before)
      }
    })

  /** Changes some filters (or the sort) and goes back to page 1. */
  const setFilters = (patch: ParamsPatch) =>
    update((next) => {
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value)
        else next.delete(key)
      }
      toFirstPage(next)
    })

  const clearFilters = () =>
    update((next) => {
      for (const key of filterKeys) next.delete(key)
      toFirstPage(next)
    })

  const clearSearch = () => setSearch('')

  return {
    searchParams,
    q,
    page,
    after,
    before,
    search,
    setSearch,
    clearSearch,
    setPage,
    setFilters,
    clearFilters,
  }
}
