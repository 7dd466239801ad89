import { ChevronDown, Lock, PanelRightClose, PanelRightOpen } from 'lucide-react'
import { Collapsible } from 'radix-ui'
import { lazy, type ReactElement, Suspense, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { cn } from '../../lib/cn'
import { useCurrentMe } from '../../lib/current-me'
import {
  activeLink,
  allSideMenuLinks,
  foraDoPlano,
  isGroup,
  isGroupActive,
  type MenuGroup,
  type MenuLink,
  nomeAcessivel,
  sideMenu,
  visibleMenu,
} from './menu'

const COLLAPSED_KEY = 'bancada:menu-recolhido'

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === '1'
  } catch {
    return false
  }
}

// Only the collapsed menu needs tooltips: their code (Radix, positioning) is fetched then (decision 021).
const MenuTooltip = lazy(() => import('./menu-tooltip').then((m) => ({ default: m.MenuTooltip })))

/** Icon-only items (collapsed menu) still need their name on hover/focus; the menu is on the right. */
function WithTooltip({
  enabled,
  label,
  children,
}: {
  enabled: boolean
  label: string
  children: ReactElement
}) {
  if (!enabled) return children
  return (
    <Suspense fallback={children}>
      <MenuTooltip label={label}>{children}</MenuTooltip>
    </Suspense>
  )
}

const itemClass =
  'flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors [&_svg]:size-5 [&_svg]:shrink-0'
const idleClass = 'text-slate-600 hover:bg-muted hover:text-foreground'
const activeClass = 'bg-primary text-primary-foreground hover:bg-primary-hover'

function MenuItemLink({ link, active, collapsed }: { link: MenuLink; active: boolean; collapsed: boolean }) {
  const me = useCurrentMe()
  const Icon = link.icon
  const locked = foraDoPlano(me, link)
  const name = nomeAcessivel(me, link)
  return (
    <WithTooltip enabled={collapsed} label={name}>
      <Link
        to={link.to}
        aria-current={active ? 'page' : undefined}
        aria-label={locked ? name : undefined}
        className={cn(itemClass, active ? activeClass : idleClass, collapsed && 'justify-center px-0')}
      >
        <Icon aria-hidden="true" />
        <span className={cn('truncate', collapsed && 'sr-only')}>{link.label}</span>
        {locked && !collapsed && <Lock aria-hidden="true" className="ml-auto !size-4" />}
      </Link>
    </WithTooltip>
  )
}

function MenuGroupItem({
  group,
  pathname,
  current,
  collapsed,
  open,
  onOpenChange,
  onExpand,
}: {
  group: MenuGroup
  pathname: string
  current: MenuLink | undefined
  collapsed: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
  onExpand: () => void
}) {
  const Icon = group.icon
  const childActive = isGroupActive(pathname, group)
  return (
    <Collapsible.Root open={open && !collapsed} onOpenChange={onOpenChange}>
      <WithTooltip enabled={collapsed} label={group.label}>
        <Collapsible.Trigger
          // Collapsed, a group has no room for its children: expand the menu and show them.
          onClick={(event) => {
            if (!collapsed) return
            event.preventDefault()
            onExpand()
            onOpenChange(true)
          }}
          className={cn(
            itemClass,
            childActive ? 'text-primary hover:bg-primary-soft' : idleClass,
            collapsed && 'justify-center px-0',
          )}
        >
          <Icon aria-hidden="true" />
          <span className={cn('flex-1 truncate text-left', collapsed && 'sr-only')}>{group.label}</span>
          {!collapsed && (
            <ChevronDown
              aria-hidden="true"
              className={cn('!size-4 transition-transform', open && 'rotate-180')}
            />
          )}
        </Collapsible.Trigger>
      </WithTooltip>
      <Collapsible.Content>
        <ul className="mt-1 grid gap-1 border-r-0 pl-4">
          {group.children.map((child) => (
            <li key={child.to}>
              <MenuItemLink link={child} active={child === current} collapsed={false} />
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  )
}

/** Desktop side menu, on the right (SPEC "Logged-in shell"): 256 px, or 64 px with icons only. */
export function SideMenu() {
  const me = useCurrentMe()
  const { pathname } = useLocation()
  const [collapsed, setCollapsed] = useState(readCollapsed)
  const [opened, setOpened] = useState<Record<string, boolean>>({})
  const entries = visibleMenu(me, sideMenu)
  const current = activeLink(pathname, allSideMenuLinks)

  function toggleCollapsed(next: boolean) {
    setCollapsed(next)
    try {
      window.localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0')
    } catch {
      // Private mode may refuse storage; the menu still works for this visit.
    }
  }

  return (
    <aside
      aria-label="Menu principal"
      className={cn(
        'sticky top-14 hidden h-[calc(100dvh-3.5rem)] shrink-0 flex-col border-l border-border bg-surface transition-[width] duration-200 md:flex',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div
        className={cn(
          'flex h-12 items-center border-b border-border px-3',
          collapsed && 'justify-center px-0',
        )}
      >
        <WithTooltip enabled={collapsed} label="Expandir menu">
          <button
            type="button"
            onClick={() => toggleCollapsed(!collapsed)}
            aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
            aria-expanded={!collapsed}
            className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-muted hover:text-foreground"
          >
            {collapsed ? (
              <PanelRightOpen className="size-5" aria-hidden="true" />
            ) : (
              <PanelRightClose className="size-5" aria-hidden="true" />
            )}
          </button>
        </WithTooltip>
      </div>
      <nav aria-label="Módulos" className="flex-1 overflow-x-hidden overflow-y-auto p-2">
        <ul className="grid gap-1">
          {entries.map((entry) =>
            isGroup(entry) ? (
              <li key={entry.label}>
                <MenuGroupItem
                  group={entry}
                  pathname={pathname}
                  current={current}
                  collapsed={collapsed}
                  // Groups open on click and stay open while one of their routes is shown.
                  open={Boolean(opened[entry.label]) || isGroupActive(pathname, entry)}
                  onOpenChange={(open) => setOpened((prev) => ({ ...prev, [entry.label]: open }))}
                  onExpand={() => toggleCollapsed(false)}
                />
              </li>
            ) : (
              <li key={entry.to}>
                <MenuItemLink link={entry} active={entry === current} collapsed={collapsed} />
              </li>
            ),
          )}
        </ul>
      </nav>
    </aside>
  )
}
