import { ShieldX } from 'lucide-react'
import { Link } from 'react-router'
import { genericMessages } from '../../shared/http/api-error'
import { Button } from '../components/ui/button'
import { usePageTitle } from '../lib/use-page-title'

/** SPEC §2: a signed-in user without the module/action permission. Rendered inside the shell. */
export function AccessDenied() {
  usePageTitle('Acesso Negado')
  return (
    <div className="flex flex-col items-center justify-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-destructive">
        <ShieldX className="size-7" aria-hidden="true" />
      </span>
      <div>
        <h1 className="text-xl font-semibold">Acesso Negado</h1>
        <p className="mt-1 text-sm text-muted-foreground">{genericMessages.acessoNegado}</p>
      </div>
      <Button asChild variant="outline">
        <Link to="/dashboard">Voltar ao Dashboard</Link>
      </Button>
    </div>
  )
}
