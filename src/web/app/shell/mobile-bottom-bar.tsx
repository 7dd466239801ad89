import { Ellipsis } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../components/ui/sheet'
import { useCurrentMe } from '../../features/auth/current-me'
import { cn } from '../../lib/cn'
import { activeLink, bottomBarLinks, canSee, type MenuLink, moreSheetLinks } from './menu'

const barItemClass =
  'flex h-full min-w-0 flex-1 flex-col items-center justify-center gap-1 text-[11px] font-medium [&_svg]:size-5'

/** Phones (< 768 px): the side menu becomes this bottom bar plus the 'Mais' sheet. */
export function MobileBottomBar() {
  const me = useCurrentMe()
  const { pathname } = useLocation()
  const [moreOpen, setMoreOpen] = useState(false)
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
          <Sheet open={moreOpen} onOpenChange={setMoreOpen}>
            <SheetTrigger className={cn(barItemClass, moreActive ? 'text-primary' : 'text-slate-600')}>
              <Ellipsis aria-hidden="true" />
              Mais
            </SheetTrigger>
            <SheetContent side="bottom">
              <SheetTitle>Mais opções</SheetTitle>
              <SheetDescription className="sr-only">Outros módulos do Bancada</SheetDescription>
              <ul className="grid grid-cols-3 gap-2">
                {moreLinks.map((link) => {
                  const Icon = link.icon
                  const active = link === current
                  return (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        onClick={() => setMoreOpen(false)}
                        aria-current={active ? 'page' : undefined}
                        className={cn(
                          'flex min-h-20 flex-col items-center justify-center gap-2 rounded-lg border p-2 text-center text-xs font-medium [&_svg]:size-6',
                          active
                            ? 'border-primary bg-primary text-primary-foreground'
                            : 'border-border text-slate-700 hover:bg-muted',
                        )}
                      >
                        <Icon aria-hidden="true" />
                        {link.label}
                      </Link>
                    </li>
                  )
                })}
              </ul>
            </SheetContent>
          </Sheet>
        </li>
      </ul>
    </nav>
  )
}

function BarLink({ link, active }: { link: MenuLink; active: boolean }) {
  const Icon = link.icon
  return (
    <Link
      to={link.to}
      aria-current={active ? 'page' : undefined}
      className={cn(barItemClass, active ? 'text-primary' : 'text-slate-600 hover:text-foreground')}
    >
      <Icon aria-hidden="true" />
      <span className="truncate">{link.label}</span>
    </Link>
  )
}
