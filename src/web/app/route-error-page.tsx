import { Button } from '../components/ui/button'
import { usePageTitle } from '../lib/use-page-title'

/**
 * Shown when a screen crashes or its code cannot be downloaded (typically a new version was deployed while
 * the tab was open): trying again reloads the page, which fetches the current files.
 */
function ErroDaTela() {
  usePageTitle('Erro')
  return (
    <>
      <h1 className="text-xl font-semibold">Algo deu errado</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        Não foi possível abrir esta tela. Verifique sua conexão e tente novamente.
      </p>
      <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
    </>
  )
}

/** The whole window, outside the signed-in shell (or when the shell itself failed). */
export function RouteErrorPage() {
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <ErroDaTela />
    </main>
  )
}

/** Inside the shell, in the page's place: the menus still work. */
export function PageErrorPanel() {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 px-4 py-16 text-center">
      <ErroDaTela />
    </div>
  )
}
