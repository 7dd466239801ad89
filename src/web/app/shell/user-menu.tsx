import type { ComponentProps } from 'react'
import { LazyTrigger } from '../../components/lazy-trigger'
import { Avatar } from '../../components/ui/avatar'
import { useCurrentMe } from '../../lib/current-me'

const loadDropdown = () => import('./user-menu-dropdown')

function AvatarButton({ name, ...props }: ComponentProps<'button'> & { name: string }) {
  return (
    <button
      type="button"
      aria-label="Menu do usuário"
      className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      {...props}
    >
      <Avatar name={name} />
    </button>
  )
}

/** The avatar of the top bar; its menu's code (Radix) downloads on the first click, then opens. */
export function UserMenu() {
  const { user } = useCurrentMe()
  return (
    <LazyTrigger load={loadDropdown} popup="menu" trigger={<AvatarButton name={user.name} />}>
      {(modulo, trigger) => <modulo.UserMenuDropdown trigger={trigger} />}
    </LazyTrigger>
  )
}
