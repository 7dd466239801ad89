import { Lock } from 'lucide-react'
import type { MenuLink } from './menu'

/** A link's icon, or a lock over it when the plan does not include the module (DESIGN §7). */
export function LinkIcon({ link, locked }: { link: MenuLink; locked: boolean }) {
  const Icon = link.icon
  if (!locked) return <Icon aria-hidden="true" />
  return (
    <span className="relative">
      <Icon aria-hidden="true" />
      <Lock aria-hidden="true" className="absolute -right-2 -bottom-1 !size-3.5 rounded-full bg-surface" />
    </span>
  )
}
