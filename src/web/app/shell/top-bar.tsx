import { Link } from 'react-router'
import { Brand } from '../../components/brand'
import { NotificationsButton } from './notifications-button'
import { SearchBox } from './search-box'
import { UserMenu } from './user-menu'

/** Fixed top bar of the logged-in app: brand, search, notifications, avatar menu. */
export function TopBar() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-14 border-b border-border bg-surface">
      <div className="flex h-full items-center gap-2 px-4 md:gap-4 md:px-6">
        <Link to="/dashboard" aria-label="Bancada, ir para o Dashboard" className="shrink-0 rounded-md">
          <Brand />
        </Link>
        <div className="flex flex-1 justify-end md:justify-center">
          <SearchBox />
        </div>
        <div className="flex shrink-0 items-center gap-1 md:gap-2">
          <NotificationsButton />
          <UserMenu />
        </div>
      </div>
    </header>
  )
}
