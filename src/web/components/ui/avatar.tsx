import { cn } from '../../lib/cn'

/** Up to two initials of a person's name ("Maria da Silva" → "MS"). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return '?'
  const first = parts[0][0]
  const last = parts.length > 1 ? parts[parts.length - 1][0] : ''
  return `${first}${last}`.toUpperCase()
}

/** A person's initials in a circle (no photos in Bancada, so no image loading to manage). */
export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft',
        className,
      )}
    >
      <span className="text-sm font-semibold text-primary" aria-hidden="true">
        {initials(name)}
      </span>
    </span>
  )
}
