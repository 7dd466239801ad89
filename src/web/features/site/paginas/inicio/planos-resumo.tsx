import { ANNUAL_DISCOUNT, TRIAL_DAYS } from '../../../../../shared/assinatura/planos'
import { CartaoPlano } from '../../components/cartao-plano'
import { planosExibidos } from '../../components/planos-exibidos'
import { Secao } from '../../components/secao'

/** The two self-service plans on `/`; the full table, Enterprise and the FAQ are on /precos. */
export function PlanosResumo() {
  return (
    <Secao
      id="planos"
      sobretitulo="Planos"
      titulo="Um preço justo para cada tamanho de oficina"
      descricao={`Comece com ${TRIAL_DAYS} dias grátis. No plano anual você economiza ${Math.round(ANNUAL_DISCOUNT * 100)}%.`}
      className="bg-slate-50"
    >
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {planosExibidos(['basico', 'pro']).map((plano) => (
          <CartaoPlano key={plano.id} plano={plano} nivel="h3" />
        ))}
      </div>
      <p className="mt-8 text-center">
        <a href="/precos" className="font-medium text-primary underline-offset-4 hover:underline">
          Compare todos os planos, inclusive o Enterprise
        </a>
      </p>
    </Secao>
  )
}
