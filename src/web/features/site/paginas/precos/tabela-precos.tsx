import { ANNUAL_DISCOUNT } from '../../../../../shared/assinatura/planos'
import { CartaoPlano } from '../../components/cartao-plano'
import { planosExibidos } from '../../components/planos-exibidos'

const periodos = [
  { id: 'mensal', rotulo: 'Mensal' },
  { id: 'anual', rotulo: 'Anual' },
] as const

/**
 * The monthly/annual switch and the three plans of /precos (SPEC "Pricing page"). Both prices are in the
 * markup; comportamentos.ts (`data-tabela-precos`) presses a button and shows the matching prices.
 */
export function TabelaPrecos() {
  return (
    <div data-tabela-precos>
      <div className="flex flex-col items-center gap-2">
        <fieldset className="inline-flex rounded-lg bg-muted p-1">
          <legend className="sr-only">Período de cobrança</legend>
          {periodos.map((opcao) => (
            <button
              key={opcao.id}
              type="button"
              data-escolher-periodo={opcao.id}
              aria-pressed={opcao.id === 'mensal'}
              className="min-h-11 rounded-md px-5 text-sm font-medium text-slate-700 transition-colors aria-pressed:bg-surface aria-pressed:text-foreground aria-pressed:shadow-card"
            >
              {opcao.rotulo}
            </button>
          ))}
        </fieldset>
        <p className="text-sm font-medium text-green-800">
          No plano anual você economiza {Math.round(ANNUAL_DISCOUNT * 100)}%
        </p>
      </div>
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        {planosExibidos().map((plano) => (
          <CartaoPlano key={plano.id} plano={plano} anual />
        ))}
      </div>
    </div>
  )
}
