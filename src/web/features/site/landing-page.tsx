import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { TRIAL_DAYS } from '../../../shared/planos/planos'
import { Button } from '../../components/ui/button'
import { usePageTitle } from '../../lib/use-page-title'
import { SiteFooter, SiteHeader } from './components/site-header'

/** `/`: the hero of the public site (the full landing page is a later issue). */
export function LandingPage() {
  usePageTitle()
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex flex-1 items-center">
        <section className="mx-auto w-full max-w-4xl px-4 py-16 text-center md:px-6 md:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Bancada</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance md:text-5xl">
            Orçamento, execução e cobrança das suas ordens de serviço em um só lugar
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-base text-muted-foreground md:text-lg">
            Para funilarias, mecânicas, pintura, reformas e assistência técnica. Teste grátis por {TRIAL_DAYS}{' '}
            dias, sem cartão.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/precos">
                Contratar agora
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/auth">Testar agora</Link>
            </Button>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  )
}
