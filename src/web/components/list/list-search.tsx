import { Search } from 'lucide-react'
import { cn } from '../../lib/cn'
import { Input } from '../ui/input'

/** The list's search box: the text goes to the URL after a pause (useListParams). */
export function ListSearch({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  /** Accessible name, e.g. 'Buscar clientes'. */
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  className?: string
}) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}
