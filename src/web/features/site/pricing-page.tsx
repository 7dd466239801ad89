import { Check } from 'lucide-react'
import { Link } from 'react-router'
import { annualMonthlyPrice, type PlanoId, planos, TRIAL_DAYS } from '../../../shared/planos/planos'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { cn } from '../../lib/cn'
import { formatBRL } from '../../lib/format'
import { usePageTitle } from '../../lib/use-page-title'
import { SiteFooter, SiteHeader } from './components/site-header'

/** What each plan includes, read from the one plan table in src/shared (no second copy of the limits). */
function planFeatures(id: PlanoId): string[] {
  const plano = planos[id]
  return [
    plano.osPorMes === null ? 'OS ilimitadas' : `Até ${plano.osPorMes} OS por mês`,
    plano.usuarios === null
      ? 'Usuários sob medida'
      : `${plano.usuarios} ${plano.usuarios === 1 ? 'usuário' : 'usuários'}`,
    plano.contasReceber ? 'Contas a Receber' : 'Sem Contas a Receber',
  ]
}

/** `/precos`: the plans, so the landing's 'Contratar agora' leads somewhere real (full page: later issue). */
export function PricingPage() {
  usePageTitle('Preços')
  const ids = Object.keys(planos) as PlanoId[]
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-12 md:px-6">
        <h1 className="text-center text-3xl font-bold tracking-tight">Planos e Preços</h1>
        <p className="mt-2 text-center text-muted-foreground">
          {TRIAL_DAYS} dias grátis, sem cartão. Sem taxa de adesão, cancele quando quiser.
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {ids.map((id) => {
            const plano = planos[id]
            const popular = id === 'pro'
            return (
              <Card key={id} className={cn('flex flex-col', popular && 'border-primary ring-1 ring-primary')}>
                <CardHeader>
                  <div className="flex items-center justify-between gap-2">
                    <CardTitle>{plano.nome}</CardTitle>
                    {popular && <Badge>Mais Popular</Badge>}
                  </div>
                  {plano.precoMensal === null ? (
                    <p className="text-2xl font-bold">Personalizado</p>
                  ) : (
                    <div>
                      <p className="text-2xl font-bold tabular-nums">
                        {formatBRL(plano.precoMensal)}
                        <span className="text-sm font-normal text-muted-foreground">/mês</span>
                      </p>
                      <p className="text-xs text-muted-foreground tabular-nums">
                        ou {formatBRL(annualMonthlyPrice(plano.precoMensal))}/mês no plano anual
                      </p>
                    </div>
                  )}
                </CardHeader>
                <CardContent className="flex flex-1 flex-col gap-6">
                  <ul className="grid gap-2 text-sm">
                    {planFeatures(id).map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  {plano.precoMensal !== null && (
                    <Button asChild className="mt-auto" variant={popular ? 'default' : 'outline'}>
                      <Link to="/auth">Testar agora</Link>
                    </Button>
                  )}
                </CardContent>
              </Card>
            )
          })}
        </div>
      </main>
      <SiteFooter />
    </div>
  )
}
