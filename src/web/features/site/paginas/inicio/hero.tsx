import { ArrowRight, Check } from 'lucide-react'
import { TRIAL_DAYS } from '../../../../../shared/assinatura/planos'
import { TelaOrcamento } from '../../components/ilustracoes/tela-orcamento'
import { LinkBotao } from '../../components/link-botao'

const garantias = [
  `${TRIAL_DAYS} dias grátis, sem cartão`,
  'Pronto para usar em 5 minutos',
  'Sem taxa de adesão',
]

/** The first screen of `/`: the promise, 'Contratar agora' (/precos) and 'Testar agora' (/auth). */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-titulo"
      className="overflow-hidden bg-gradient-to-b from-primary-soft to-surface px-4 py-14 md:px-6 md:py-20"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full bg-orange-100 px-3 py-1 text-sm font-medium text-orange-800">
            Para funilarias, mecânicas, reformas e assistências técnicas
          </p>
          <h1
            id="hero-titulo"
            className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 md:text-5xl"
          >
            Orçamento, execução e cobrança da sua oficina em um só lugar
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">
            Monte o orçamento com peças e mão de obra, envie pelo WhatsApp, acompanhe cada ordem de serviço
            com fotos e receba no PIX ou em parcelas — sem planilha e sem caderno.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LinkBotao href="/precos" tamanho="grande">
              Contratar agora
              <ArrowRight aria-hidden="true" />
            </LinkBotao>
            <LinkBotao href="/auth" tamanho="grande" variante="contorno">
              Testar agora
            </LinkBotao>
          </div>
          <ul className="mt-6 flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {garantias.map((texto) => (
              <li key={texto} className="flex items-center gap-2">
                <Check className="size-4 text-green-700" aria-hidden="true" />
                {texto}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative">
          <div
            className="absolute -top-6 -right-6 size-40 rounded-full bg-orange-200/60 blur-2xl"
            aria-hidden="true"
          />
          <TelaOrcamento className="relative" />
        </div>
      </div>
    </section>
  )
}
