import { Lock, Wallet } from 'lucide-react'
import { Link } from 'react-router'
import { planos } from '../../../shared/assinatura/planos'
import { formatCurrency } from '../../../shared/formatos/moeda'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { useCurrentMe } from '../../lib/current-me'
import { usePageTitle } from '../../lib/use-page-title'

/**
 * Opening Contas a Receber on Básico (the menu item, or /contas-receber typed in): what the module does
 * and how to get it, instead of an error (DESIGN §7). Only that module is ever outside a plan.
 */
export function ModuloForaDoPlano() {
  usePageTitle('Contas a Receber')
  const isAdmin = useCurrentMe().role === 'admin'
  return (
    <Card className="mx-auto mt-6 grid max-w-xl justify-items-center gap-4 p-6 text-center sm:p-8">
      <span className="relative flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Wallet className="size-7" aria-hidden="true" />
        <Lock
          className="absolute -right-1 -bottom-1 size-5 rounded-full bg-surface p-0.5"
          aria-hidden="true"
        />
      </span>
      <div className="grid gap-2">
        <h1 className="text-xl font-semibold">Contas a Receber</h1>
        <p className="text-sm font-medium text-primary">Disponível no plano Pro</p>
        <p className="text-sm text-muted-foreground">
          Acompanhe o que seus clientes devem: faturar a OS em sinal e parcelas, ver os vencimentos e os
          títulos vencidos, cobrar por PIX e registrar cada recebimento. O dashboard passa a mostrar o
          faturamento e o total a receber.
        </p>
        <p className="text-sm text-muted-foreground">
          Plano Pro: {formatCurrency(planos.pro.precoMensal)} por mês, com OS ilimitadas e até{' '}
          {planos.pro.usuarios} usuários.
        </p>
      </div>
      {isAdmin ? (
        <Button asChild>
          <Link to="/configuracoes?aba=assinatura">Ver assinatura</Link>
        </Button>
      ) : (
        <p className="text-sm font-medium">Fale com o administrador da sua empresa para mudar de plano.</p>
      )}
    </Card>
  )
}
