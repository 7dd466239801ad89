import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useDebouncedValue } from '../../lib/use-debounced-value'

/** The row a page was turned from: the last one shown (Próxima) or the first (Anterior). */
export type PageAnchor = { after: string } | { before: string }

const ANCHORS = ['after', 'before'] as const

/**
 * Search text and page live in the URL (`?q=&page=`), so reload, back and a shared link keep the place.
 * The typed text reaches the URL after a pause, and a new search always starts at page 1. A page turned
 * with Próxima/Anterior also carries its anchor (`&after=` / `&before=`): the server reads it from that
 * row, not by skipping every row before it.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const after = params.get('after') ?? undefined
  const before = after ? undefined : (params.get('before') ?? undefined)
  const [search, setSearch] = useState(q)
  const debounced = useDebouncedValue(search.trim(), 300)
  // The q this hook last wrote: any other change of the URL (menu link, back) is adopted by the box.
  const written = useRef(q)

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
        next.delete('page')
        for (const name of ANCHORS) next.delete(name)
        return next
      },
      { replace: true },
    )
  }, [debounced, search, q, setParams])

  const setPage = (nextPage: number, anchor?: PageAnchor) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (nextPage > 1) next.set('page', String(nextPage))
        else next.delete('page')
        for (const name of ANCHORS) next.delete(name)
        if (anchor && nextPage > 1) {
          if ('after' in anchor) next.set('after', anchor.after)
          else next.set('before', anchor.before)
        }
        return next
      },
      { replace: true },
    )

  const clearSearch = () => setSearch('')

  return { q, page, after, before, search, setSearch, setPage, clearSearch }
}
