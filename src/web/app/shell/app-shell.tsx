import { Suspense } from 'react'
import { Outlet, useLocation, useSearchParams } from 'react-router'
import { InstalarAppBanner } from '../../components/instalar-app-banner'
import { Skeleton } from '../../components/ui/skeleton'
import { useEventosAoVivo } from '../../lib/eventos-ao-vivo'
import { RouteErrorBoundary } from '../route-error-boundary'
import { PageErrorPanel } from '../route-error-page'
import { MobileBottomBar } from './mobile-bottom-bar'
import { SideMenu } from './side-menu'
import { TopBar } from './top-bar'
import { TrialBanner } from './trial-banner'

/** While a page's code downloads, keep the shell and sketch a page header (never a blank screen). */
function PageFallback() {
  return (
    <div className="grid gap-3" role="status" aria-label="Carregando">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-4 w-72 max-w-full" />
      <Skeleton className="mt-4 h-40 w-full" />
    </div>
  )
}

/** The logged-in layout (SPEC "Logged-in shell"). Lazy-loaded: public visitors never download it. */
export function AppShell() {
  const { pathname } = useLocation()
  // Every screen follows the company's changes without a reload.
  useEventosAoVivo()
  // 'Tela cheia' (a TV on the shop wall, /patio?tela=cheia): the page alone, without bars or menu.
  const telaCheia = useSearchParams()[0].get('tela') === 'cheia'
  return (
    <div className={telaCheia ? 'min-h-dvh' : 'min-h-dvh pt-14 print:pt-0'}>
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-sm text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Pular para o conteúdo
      </a>
      {/* The shell's bars stay off a printed page (reports, OS): only the content prints. */}
      {!telaCheia && (
        <div className="contents print:hidden">
          <TopBar />
          <TrialBanner />
          <InstalarAppBanner />
        </div>
      )}
      {/* Menu first in the DOM for keyboard order, drawn on the right by flex-row-reverse. */}
      <div className="flex flex-row-reverse">
        {!telaCheia && (
          <div className="contents print:hidden">
            <SideMenu />
          </div>
        )}
        <main id="conteudo" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 md:px-6 md:py-6 print:max-w-none print:p-0">
            {/* A page that fails (its code could not be downloaded) keeps the shell around its message. */}
            <RouteErrorBoundary resetKey={pathname} fallback={<PageErrorPanel />}>
              <Suspense fallback={<PageFallback />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </div>
        </main>
      </div>
      {!telaCheia && (
        <div className="contents print:hidden">
          <MobileBottomBar />
        </div>
      )}
    </div>
  )
}
