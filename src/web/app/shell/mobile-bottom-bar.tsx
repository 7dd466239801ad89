import { Ellipsis, Lock } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../components/ui/sheet'
import { useCurrentMe } from '../../features/auth/current-me'
import { cn } from '../../lib/cn'
import {
  activeLink,
  bottomBarLinks,
  canSee,
  foraDoPlano,
  type MenuLink,
  moreSheetLinks,
  nomeAcessivel,
} from './menu'

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
                  const active = link === current
                  const locked = foraDoPlano(me, link)
                  return (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        onClick={() => setMoreOpen(false)}
                        aria-current={active ? 'page' : undefined}
                        aria-label={locked ? nomeAcessivel(me, link) : undefined}
                        className={cn(
                          'flex min-h-20 flex-col items-center justify-center gap-2 rounded-lg border p-2 text-center text-xs font-medium [&_svg]:size-6',
                          active
                            ? 'border-primary bg-primary text-primary-foreground'
                            : 'border-border text-slate-700 hover:bg-muted',
                        )}
                      >
                        <LinkIcon link={link} locked={locked} />
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

/** A link's icon, or a lock over it when the plan does not include the module (DESIGN §7). */
function LinkIcon({ link, locked }: { link: MenuLink; locked: boolean }) {
  const Icon = link.icon
  if (!locked) return <Icon aria-hidden="true" />
  return (
    <span className="relative">
      <Icon aria-hidden="true" />
      <Lock aria-hidden="true" className="absolute -right-2 -bottom-1 !size-3.5 rounded-full bg-surface" />
    </span>
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
