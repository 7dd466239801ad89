import { Check, X } from 'lucide-react'
import { annualMonthlyPrice, type PlanoId, planoIds, planos } from '../../../shared/assinatura/planos'
import { formatCurrency } from '../../../shared/formatos/moeda'
import { Badge } from '../../components/ui/badge'
import { cn } from '../../lib/cn'

/** The price line of a plan, from the one plan table (Enterprise has none). */
export function precoDoPlano(id: PlanoId): string {
  const mensal = planos[id].precoMensal
  if (mensal === null) return 'Sob consulta'
  return `${formatCurrency(mensal)} por mês`
}

function Recurso({ incluido, children }: { incluido: boolean; children: string }) {
  return (
    <li className={cn('flex items-start gap-2', !incluido && 'text-muted-foreground')}>
      {incluido ? (
        <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
      ) : (
        <X className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      )}
      <span>
        {children}
        {!incluido && <span className="sr-only"> (não incluído)</span>}
      </span>
    </li>
  )
}

/** The three plans side by side (stacked on phones), the company's own marked. */
export function PlanosComparados({ atual }: { atual: PlanoId }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label="Planos">
      {planoIds.map((id) => {
        const plano = planos[id]
        const anual = plano.precoMensal === null ? null : annualMonthlyPrice(plano.precoMensal)
        return (
          <li
            key={id}
            className={cn(
              'grid content-start gap-3 rounded-lg border p-4',
              id === atual ? 'border-primary' : 'border-border',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">{plano.nome}</h3>
              {id === atual && <Badge>Seu plano</Badge>}
            </div>
            <div>
              <p className="text-lg font-semibold">{precoDoPlano(id)}</p>
              {anual !== null && (
                <p className="text-xs text-muted-foreground">
                  ou {formatCurrency(anual)} por mês no plano anual
                </p>
              )}
            </div>
            <ul className="grid gap-1.5 text-sm">
              <Recurso incluido>
                {plano.osPorMes === null ? 'OS ilimitadas' : `Até ${plano.osPorMes} OS por mês`}
              </Recurso>
              <Recurso incluido>
                {plano.usuarios === null
                  ? 'Usuários sob medida'
                  : `${plano.usuarios} ${plano.usuarios === 1 ? 'usuário' : 'usuários'}`}
              </Recurso>
              <Recurso incluido={plano.contasReceber}>Contas a Receber</Recurso>
            </ul>
          </li>
        )
      })}
    </ul>
  )
}
