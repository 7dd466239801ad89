import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useDebouncedValue } from '../../lib/use-debounced-value'

/**
 * Search text and page live in the URL (`?q=&page=`), so reload, back and a shared link keep the place.
 * The typed text reaches the URL after a pause, and a new search always starts at page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
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
        return next
      },
      { replace: true },
    )
  }, [debounced, search, q, setParams])

  const setPage = (nextPage: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (nextPage > 1) next.set('page', String(nextPage))
        else next.delete('page')
        return next
      },
      { replace: true },
    )

  const clearSearch = () => setSearch('')

  return { q, page, search, setSearch, setPage, clearSearch }
}
