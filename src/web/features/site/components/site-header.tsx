import { Link } from 'react-router'
import { Brand } from '../../../components/brand'
import { Button } from '../../../components/ui/button'

/** Public top bar. The full marketing navigation (Recursos, Sobre …) arrives with the landing issue. */
export function SiteHeader() {
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 md:px-6">
        <Link to="/" aria-label="Bancada, página inicial" className="rounded-md">
          <Brand />
        </Link>
        <nav aria-label="Site" className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to="/precos">Preços</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/auth">Entrar</Link>
          </Button>
        </nav>
      </div>
    </header>
  )
}

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground md:px-6">
        © {new Date().getFullYear()} Bancada — ordens de serviço para oficinas.
      </div>
    </footer>
  )
}
