import { Link } from 'react-router'
import { Brand } from '../components/brand'
import { Button } from '../components/ui/button'
import { usePageTitle } from '../lib/use-page-title'

/** Any unknown path (DESIGN §8b: in Portuguese). */
export function NotFoundPage() {
  usePageTitle('Página não encontrada')
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <Link to="/" reloadDocument aria-label="Bancada, página inicial">
        <Brand />
      </Link>
      <div>
        <p className="text-6xl font-bold tracking-tight text-primary">404</p>
        <h1 className="mt-2 text-xl font-semibold">Página não encontrada</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          O endereço que você abriu não existe ou foi movido.
        </p>
      </div>
      <Button asChild>
        <Link to="/" reloadDocument>
          Voltar ao início
        </Link>
      </Button>
    </main>
  )
}
