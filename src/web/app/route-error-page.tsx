import { Button } from '../components/ui/button'
import { usePageTitle } from '../lib/use-page-title'

/**
 * Shown when a screen crashes or its code cannot be downloaded (typically a new version was deployed while
 * the tab was open): reloading fetches the current files.
 */
export function RouteErrorPage() {
  usePageTitle('Erro')
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-xl font-semibold">Algo deu errado</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        Não foi possível abrir esta tela. Recarregue a página para tentar novamente.
      </p>
      <Button onClick={() => window.location.reload()}>Recarregar</Button>
    </main>
  )
}
