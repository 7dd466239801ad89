import { Ellipsis } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { LazyTrigger } from '../../components/lazy-trigger'
import { cn } from '../../lib/cn'
import { useCurrentMe } from '../../lib/current-me'
import { LinkIcon } from './link-icon'
import {
  activeLink,
  bottomBarLinks,
  canSee,
  foraDoPlano,
  type MenuLink,
  moreSheetLinks,
  nomeAcessivel,
} from './menu'

const loadMaisSheet = () => import('./mais-sheet')

const barItemClass =
  'flex h-full min-w-0 flex-1 flex-col items-center justify-center gap-1 text-[11px] font-medium [&_svg]:size-5'

/** Phones (< 768 px): the side menu becomes this bottom bar plus the 'Mais' sheet. */
export function MobileBottomBar() {
  const me = useCurrentMe()
  const { pathname } = useLocation()
  const barLinks = bottomBarLinks.filter((link) => canSee(me, link))
  const moreLinks = moreSheetLinks.filter((link) => canSee(me, link))
  const current = activeLink(pathname, [...barLinks, ...moreLinks])
  const moreActive = current !== undefined && moreLinks.includes(current)

  return (
    <nav
      aria-label="Menu inferior"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex h-16 items-stretch">
        {barLinks.map((link) => (
          <li key={link.to} className="flex min-w-0 flex-1">
            <BarLink link={link} active={link === current} />
          </li>
        ))}
        <li className="flex min-w-0 flex-1">
          <LazyTrigger
            load={loadMaisSheet}
            popup="dialog"
            trigger={
              <button
                type="button"
                className={cn(barItemClass, moreActive ? 'text-primary' : 'text-slate-600')}
              >
                <Ellipsis aria-hidden="true" />
                Mais
              </button>
            }
          >
            {(modulo, trigger) => <modulo.MaisSheet trigger={trigger} links={moreLinks} current={current} />}
          </LazyTrigger>
        </li>
      </ul>
    </nav>
  )
}

function BarLink({ link, active }: { link: MenuLink; active: boolean }) {
  const me = useCurrentMe()
  const locked = foraDoPlano(me, link)
  return (
    <Link
      to={link.to}
      aria-current={active ? 'page' : undefined}
      aria-label={locked ? nomeAcessivel(me, link) : undefined}
      className={cn(barItemClass, active ? 'text-primary' : 'text-slate-600 hover:text-foreground')}
    >
      <LinkIcon link={link} locked={locked} />
      <span className="truncate">{link.label}</span>
    </Link>
  )
}
