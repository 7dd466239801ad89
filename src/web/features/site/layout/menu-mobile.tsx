import { Menu, X } from 'lucide-react'
import { LINK_ENTRAR, LINK_TESTAR, linksPrincipais } from './navegacao'

const PAINEL_ID = 'menu-site-mobile'

/**
 * The phone menu of the public top bar, closed. comportamentos.ts opens and closes it (`data-menu`):
 * aria-expanded, the button's name and the panel's `hidden`; the icons follow aria-expanded in CSS.
 */
export function MenuMobile({ atual }: { atual: string }) {
  return (
    <>
      <button
        type="button"
        data-menu
        aria-expanded="false"
        aria-controls={PAINEL_ID}
        aria-label="Abrir menu"
        className="group inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted"
      >
        <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
      </button>
      <nav
        id={PAINEL_ID}
        aria-label="Menu do site"
        hidden
        className="absolute inset-x-0 top-full z-40 border-b border-border bg-surface px-4 pt-2 pb-6 shadow-dialog"
      >
        <ul className="grid gap-1">
          {linksPrincipais.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={atual === link.href ? 'page' : undefined}
                className="flex min-h-11 items-center rounded-md px-3 text-base font-medium text-foreground hover:bg-muted aria-[current=page]:text-primary"
              >
                {link.rotulo}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-4 grid gap-3">
          <a
            href={LINK_ENTRAR}
            className="flex h-11 items-center justify-center rounded-md border border-input bg-surface text-base font-medium text-foreground hover:bg-muted"
          >
            Entrar
          </a>
          <a
            href={LINK_TESTAR}
            className="flex h-11 items-center justify-center rounded-md bg-primary text-base font-medium text-primary-foreground hover:bg-primary-hover"
          >
            Testar Grátis
          </a>
        </div>
      </nav>
    </>
  )
}
