import { type ReactNode, useEffect } from 'react'
import { Navigate } from 'react-router'
import { moduloNoPlano } from '../../shared/assinatura/assinatura'
import { authMessages } from '../../shared/auth/auth.messages'
import { type GrupoDeCampos, podeVer } from '../../shared/permissoes/campos-restritos'
import { type Acao, can, type Modulo } from '../../shared/permissoes/permissoes'
import { Button } from '../components/ui/button'
import { FullPageSpinner } from '../components/ui/spinner'
import { ModuloForaDoPlano } from '../features/assinatura/modulo-fora-do-plano'
import { useMe } from '../features/auth/api/get-me'
import { ApiError } from '../lib/api-client'
import { CurrentMeContext, useCurrentMe } from '../lib/current-me'
import { telaInicial } from '../lib/tela-inicial'
import { AccessDenied } from './access-denied'

/** Logged-in area: spinner while the session is read, /auth (replacing history) when there is none. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const me = useMe()
  if (me.isPending) return <FullPageSpinner />
  // Data first: a failed background refetch keeps the last profile and must not throw the user out.
  if (me.data) return <CurrentMeContext value={me.data}>{children}</CurrentMeContext>
  if (me.isError) return <ProfileLoadError error={me.error} onRetry={me.refetch} retrying={me.isFetching} />
  return <Navigate to="/auth" replace />
}

/** Public entry pages (/ and /auth): a signed-in user goes straight in (tela-inicial.ts: dashboard or phone list). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const me = useMe()
  if (me.isPending) return <FullPageSpinner />
  if (me.data) return <Navigate to={telaInicial(me.data)} replace />
  // Signed out, or the profile could not be read: the public page still works.
  return children
}

/** Module/action guard (SPEC §6, default action view), used inside the shell. */
export function RequirePermission({
  modulo,
  acao = 'view',
  grupo,
  children,
}: {
  modulo: Modulo
  acao?: Acao
  /** The screen is made of this field group too (campos-restritos.ts): the financial report. */
  grupo?: GrupoDeCampos
  children: ReactNode
}) {
  const me = useCurrentMe()
  if (!can(me, modulo, acao) || (grupo && !podeVer(me, grupo))) return <AccessDenied />
  // Allowed by the role but not by the plan (Contas a Receber on Básico): the way to upgrade.
  return moduloNoPlano(me.empresa, modulo) ? children : <ModuloForaDoPlano />
}

/** The profile could not be read. A limit reached says when to retry, and retries by itself then. */
function ProfileLoadError({
  error,
  onRetry,
  retrying,
}: {
  error: Error
  /** Stable (the query's own refetch), so the retry timer is not restarted by re-renders. */
  onRetry: () => unknown
  retrying: boolean
}) {
  const limite = error instanceof ApiError && error.status === 429 ? error : null
  useEffect(() => {
    if (!limite?.retryAfter) return
    const timer = window.setTimeout(onRetry, limite.retryAfter * 1000)
    return () => window.clearTimeout(timer)
  }, [limite, onRetry])
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-xl font-semibold">{limite ? 'Aguarde um instante' : 'Erro'}</h1>
      <p className="text-sm text-muted-foreground">{limite ? limite.message : authMessages.erroPerfil}</p>
      <Button onClick={() => void onRetry()} disabled={retrying}>
        Tentar novamente
      </Button>
    </main>
  )
}
