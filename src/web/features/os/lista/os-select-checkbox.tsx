import { useEffect, useRef } from 'react'
import { cn } from '../../../lib/cn'

/** A native checkbox with a 44 px touch area on phones; `indeterminate` for "some rows on the page". */
export function SelectCheckbox({
  checked,
  indeterminate = false,
  onChange,
  label,
  className,
}: {
  checked: boolean
  indeterminate?: boolean
  onChange: (checked: boolean) => void
  label: string
  className?: string
}) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <label
      className={cn(
        'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center md:size-8',
        className,
      )}
    >
      <input
        ref={ref}
        type="checkbox"
        aria-label={label}
        className="size-4 cursor-pointer rounded border-input accent-primary"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
    </label>
  )
}

/** The "whole page" checkbox: checked when every row of the page is selected, indeterminate when some are. */
export function SelectPageCheckbox({
  rows,
  selected,
  onChange,
  className,
}: {
  rows: { id: string }[]
  selected: ReadonlySet<string>
  onChange: () => void
  className?: string
}) {
  const selectedOnPage = rows.filter((r) => selected.has(r.id)).length
  return (
    <SelectCheckbox
      label="Selecionar todas as OS da página"
      checked={rows.length > 0 && selectedOnPage === rows.length}
      indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
      onChange={onChange}
      className={className}
    />
  )
}
