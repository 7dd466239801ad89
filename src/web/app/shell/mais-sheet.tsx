import { type ReactElement, useState } from 'react'
import { Link } from 'react-router'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../components/ui/sheet'
import { cn } from '../../lib/cn'
import { useCurrentMe } from '../../lib/current-me'
import { LinkIcon } from './link-icon'
import { foraDoPlano, type MenuLink, nomeAcessivel } from './menu'

/**
 * The phone's 'Mais' sheet: the modules that do not fit the bottom bar. Loaded on the first tap on 'Mais'
 * (mobile-bottom-bar.tsx), which it opens; `trigger` is that same bar item.
 */
export function MaisSheet({
  trigger,
  links,
  current,
}: {
  trigger: ReactElement
  links: MenuLink[]
  current: MenuLink | undefined
}) {
  const me = useCurrentMe()
  const [open, setOpen] = useState(true)
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="bottom">
        <SheetTitle>Mais opções</SheetTitle>
        <SheetDescription className="sr-only">Outros módulos do Bancada</SheetDescription>
        <ul className="grid grid-cols-3 gap-2">
          {links.map((link) => {
            const active = link === current
            const locked = foraDoPlano(me, link)
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={() => setOpen(false)}
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
  )
}
