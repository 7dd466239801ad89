import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { BrowserRouter, Outlet, Route, Routes, useLocation } from 'react-router'
import { FullPageSpinner } from '../components/ui/spinner'
import { PublicOnly, RequireAuth, RequirePermission } from './guards'
import { moduleRoutes } from './module-routes'
import { NotFoundPage } from './not-found-page'
import { RouteErrorBoundary } from './route-error-boundary'
import { RouteErrorPage } from './route-error-page'
import { ScrollRestoration } from './scroll-restoration'

// The public pages (/, /precos …) are not SPA routes: they are pre-rendered documents with their own small
// bundle (features/site). The sign-in forms (react-hook-form) load only on /auth.
const AuthPage = lazy(() => import('../features/auth/auth-page').then((m) => ({ default: m.AuthPage })))
const RedefinirSenhaPage = lazy(() =>
  import('../features/auth/redefinir-senha-page').then((m) => ({ default: m.RedefinirSenhaPage })),
)
const EmailConfirmadoPage = lazy(() =>
  import('../features/auth/email-confirmado-page').then((m) => ({ default: m.EmailConfirmadoPage })),
)
// The quote page the customer opens from WhatsApp: no session, its own small chunk.
const OrcamentoPublicoPage = lazy(() =>
  import('../features/portal/orcamento-publico-page').then((m) => ({ default: m.OrcamentoPublicoPage })),
)
// The inspection the customer reviews and signs remotely (issue 26): no session, its own chunk.
const VistoriaPublicaPage = lazy(() =>
  import('../features/vistoria/vistoria-publica-page').then((m) => ({ default: m.VistoriaPublicaPage })),
)
// The appointment the customer confirms or asks to move (issue 27): no session, its own chunk.
const DescadastroPage = lazy(() =>
  import('../features/consentimento/descadastro-page').then((m) => ({ default: m.DescadastroPage })),
)
const AgendaPublicaPage = lazy(() =>
  import('../features/agenda/agenda-publica-page').then((m) => ({ default: m.AgendaPublicaPage })),
)
// The logged-in app is split from the sign-in screen: /auth only prefetches it (PreloadLoggedInApp) once
// the sign-in form is on screen.
const loadAppShell = () => import('./shell/app-shell')
const loadDashboard = () => import('../features/dashboard/dashboard-page')
const AppShell = lazy(() => loadAppShell().then((m) => ({ default: m.AppShell })))
const DashboardPage = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardPage })))
const ModulePlaceholderPage = lazy(() =>
  import('../features/modulos/module-placeholder-page').then((m) => ({ default: m.ModulePlaceholderPage })),
)

/** The screens outside the modules; rotas-do-app.test.ts checks them and moduleRoutes against the server's list. */
export const telasFixas = {
  auth: '/auth',
  redefinirSenha: '/auth/redefinir-senha',
  emailConfirmado: '/auth/email-confirmado',
  portal: '/p/:token',
  vistoriaPublica: '/v/:token',
  agendaPublica: '/a/:token',
  descadastro: '/privacidade/sair/:token',
  dashboard: '/dashboard',
} as const

// React Router in declarative mode, not its data router (createBrowserRouter): no loaders or actions are
// used, and the data router's code was 17 KB gzipped of the first page (decision 021).
function RootLayout() {
  const { pathname } = useLocation()
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={<RouteErrorPage />}>
      <ScrollRestoration />
      <Outlet />
    </RouteErrorBoundary>
  )
}

/** On /auth the next stop is the dashboard: fetch its code while the person types, not after. */
function PreloadLoggedInApp() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void loadAppShell()
      void loadDashboard()
    }, 500)
    return () => window.clearTimeout(timer)
  }, [])
  return null
}

function guarded(route: (typeof moduleRoutes)[number]): ReactNode {
  const page = route.page ? <route.page /> : <ModulePlaceholderPage title={route.title} />
  return route.modulo ? (
    <RequirePermission modulo={route.modulo} acao={route.acao} grupo={route.grupo}>
      {page}
    </RequirePermission>
  ) : (
    page
  )
}

/** A lazy screen outside the shell: a spinner while its code downloads. */
const withSpinner = (element: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>

function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route
          path={telasFixas.auth}
          element={
            <PublicOnly>
              {withSpinner(<AuthPage />)}
              <PreloadLoggedInApp />
            </PublicOnly>
          }
        />
        {/* Public: the link of a reset email works signed in or out (the reset ends every session anyway). */}
        <Route path={telasFixas.redefinirSenha} element={withSpinner(<RedefinirSenhaPage />)} />
        {/* Public: where the confirmation link lands, signed in by it or, for a bad link, not. */}
        <Route path={telasFixas.emailConfirmado} element={withSpinner(<EmailConfirmadoPage />)} />
        {/* Public: the customer's quote link (issue 9); works signed in or out, outside the app's shell. */}
        <Route path={telasFixas.portal} element={withSpinner(<OrcamentoPublicoPage />)} />
        <Route path={telasFixas.vistoriaPublica} element={withSpinner(<VistoriaPublicaPage />)} />
        <Route path={telasFixas.agendaPublica} element={withSpinner(<AgendaPublicaPage />)} />
        <Route path={telasFixas.descadastro} element={withSpinner(<DescadastroPage />)} />
        <Route element={<RequireAuth>{withSpinner(<AppShell />)}</RequireAuth>}>
          <Route path={telasFixas.dashboard} element={<DashboardPage />} />
          {moduleRoutes.map((route) => (
            <Route key={route.path} path={`/${route.path}`} element={guarded(route)} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}

export function AppRouter() {
  // Without transitions a page whose code is still downloading shows its skeleton at once; in a
  // transition the previous page stayed on screen, frozen, until the download ended.
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  )
}
