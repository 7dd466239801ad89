import { Check } from 'lucide-react'
import { LinkBotao } from './link-botao'

/** A plan as the pages show it, computed from the plan table by planos-exibidos.ts. */
export type PlanoExibido = {
  id: string
  nome: string
  resumo: string
  recursos: string[]
  popular: boolean
  /** Price per month by billing period; null for the custom-priced plan. */
  precos: { mensal: PrecoExibido; anual: PrecoExibido } | null
  acao: { href: string; rotulo: string }
}
export type PrecoExibido = { valor: string; detalhe: string }

function Preco({ preco }: { preco: PrecoExibido | null }) {
  if (!preco) {
    return (
      <>
        <p className="text-3xl font-bold tracking-tight">Personalizado</p>
        <p className="mt-1 text-sm text-slate-600">Preço sob consulta, conforme o tamanho da operação.</p>
      </>
    )
  }
  return (
    <>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight tabular-nums">{preco.valor}</span>
        <span className="text-sm text-slate-600">/mês</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">{preco.detalhe}</p>
    </>
  )
}

/**
 * One plan: name, price, features and its call to action (the popular one highlighted). With `anual`,
 * both prices are in the markup and the annual one starts hidden: comportamentos.ts switches them
 * (`data-periodo`) when the visitor picks the billing period.
 */
export function CartaoPlano({
  plano,
  anual = false,
  nivel = 'h2',
}: {
  plano: PlanoExibido
  anual?: boolean
  nivel?: 'h2' | 'h3'
}) {
  const Titulo = nivel
  const tituloId = `plano-${plano.id}`
  return (
    <article
      aria-labelledby={tituloId}
      className={`relative flex flex-col rounded-xl border bg-surface p-6 shadow-card md:p-8 ${
        plano.popular ? 'border-primary ring-2 ring-primary' : 'border-border'
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <Titulo id={tituloId} className="text-xl font-semibold">
          {plano.nome}
        </Titulo>
        {plano.popular && (
          <span className="rounded-full bg-orange-100 px-3 py-1 text-xs font-semibold text-orange-800">
            Mais Popular
          </span>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600">{plano.resumo}</p>
      <div className="mt-6 min-h-20">
        {anual && plano.precos ? (
          <>
            <div data-periodo="mensal">
              <Preco preco={plano.precos.mensal} />
            </div>
            <div data-periodo="anual" hidden>
              <Preco preco={plano.precos.anual} />
            </div>
          </>
        ) : (
          <Preco preco={plano.precos?.mensal ?? null} />
        )}
      </div>
      <ul className="mt-6 grid gap-3 text-sm">
        {plano.recursos.map((recurso) => (
          <li key={recurso} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
            {recurso}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <LinkBotao
          href={plano.acao.href}
          tamanho="grande"
          variante={plano.popular ? 'primario' : 'contorno'}
          className="w-full"
        >
          {plano.acao.rotulo}
        </LinkBotao>
      </div>
    </article>
  )
}
