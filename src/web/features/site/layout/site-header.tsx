import { Brand } from '../../../components/brand'
import { LinkBotao } from '../components/link-botao'
import { MenuMobile } from './menu-mobile'
import { LINK_ENTRAR, LINK_TESTAR, linksPrincipais } from './navegacao'

/** The public top bar (SPEC "Landing page"): static links on wide screens, a collapsible menu on phones. */
export function SiteHeader({ atual }: { atual: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:px-6">
        <a href="/" aria-label="Bancada, página inicial" className="rounded-md">
          <Brand />
        </a>
        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {linksPrincipais.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={atual === link.href ? 'page' : undefined}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-muted hover:text-foreground aria-[current=page]:text-primary"
                >
                  {link.rotulo}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <LinkBotao href={LINK_ENTRAR} variante="fantasma">
            Entrar
          </LinkBotao>
          <LinkBotao href={LINK_TESTAR}>Testar Grátis</LinkBotao>
        </div>
        <div className="md:hidden">
          <MenuMobile atual={atual} />
        </div>
      </div>
    </header>
  )
}
