import { useState } from 'react'
import type { OsListItem } from '../../../../shared/os/os.schemas'

/**
 * The selected OS of the page on screen. A new page, search, filter or sort (`resetKey`) starts an empty
 * selection, so a bulk action never touches rows the user no longer sees.
 */
export function useOsSelection(rows: readonly OsListItem[], resetKey: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set())
  const [key, setKey] = useState(resetKey)
  if (key !== resetKey) {
    setKey(resetKey)
    setSelected(new Set())
  }

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  /** Selects every row of the page, or clears them when all already are. */
  const togglePage = () =>
    setSelected((prev) => {
      const allOn = rows.length > 0 && rows.every((r) => prev.has(r.id))
      const next = new Set(prev)
      for (const r of rows) {
        if (allOn) next.delete(r.id)
        else next.add(r.id)
      }
      return next
    })

  const clear = () => setSelected(new Set())

  return { selected, toggle, togglePage, clear, ids: [...selected], count: selected.size }
}
