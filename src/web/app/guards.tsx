import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { authMessages } from '../../shared/auth/auth.messages'
import { type Acao, can, type Modulo } from '../../shared/permissoes/permissoes'
import { moduloNoPlano } from '../../shared/planos/assinatura'
import { Button } from '../components/ui/button'
import { FullPageSpinner } from '../components/ui/spinner'
import { useMe } from '../features/auth/api/get-me'
import { CurrentMeContext, useCurrentMe } from '../features/auth/current-me'
import { ModuloForaDoPlano } from '../features/configuracoes/assinatura/modulo-fora-do-plano'
import { AccessDenied } from './access-denied'

/** Logged-in area: spinner while the session is read, /auth (replacing history) when there is none. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const me = useMe()
  if (me.isPending) return <FullPageSpinner />
  // Data first: a failed background refetch keeps the last profile and must not throw the user out.
  if (me.data) return <CurrentMeContext value={me.data}>{children}</CurrentMeContext>
  if (me.isError) return <ProfileLoadError onRetry={() => void me.refetch()} retrying={me.isFetching} />
  return <Navigate to="/auth" replace />
}

/** Public entry pages (/ and /auth): a signed-in user goes straight to the dashboard. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const me = useMe()
  if (me.isPending) return <FullPageSpinner />
  if (me.data) return <Navigate to="/dashboard" replace />
  // Signed out, or the profile could not be read: the public page still works.
  return children
}

/** Module/action guard (SPEC §6, default action view), used inside the shell. */
export function RequirePermission({
  modulo,
  acao = 'view',
  children,
}: {
  modulo: Modulo
  acao?: Acao
  children: ReactNode
}) {
  const me = useCurrentMe()
  if (!can(me, modulo, acao)) return <AccessDenied />
  // Allowed by the role but not by the plan (Contas a Receber on Básico): the way to upgrade.
  return moduloNoPlano(me.empresa, modulo) ? children : <ModuloForaDoPlano />
}

function ProfileLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-xl font-semibold">Erro</h1>
      <p className="text-sm text-muted-foreground">{authMessages.erroPerfil}</p>
      <Button onClick={onRetry} disabled={retrying}>
        Tentar novamente
      </Button>
    </main>
  )
}
