import { estatisticas } from '../../../../../shared/site/conteudo'

/** Stats strip (SPEC §1: static marketing text from the content file). */
export function FaixaEstatisticas() {
  return (
    <section
      aria-label="Números do Bancada"
      className="border-y border-border bg-slate-50 px-4 py-10 md:px-6"
    >
      <dl className="mx-auto grid max-w-5xl gap-8 text-center sm:grid-cols-3">
        {estatisticas.map((item) => (
          <div key={item.rotulo} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-slate-600">{item.rotulo}</dt>
            <dd className="text-4xl font-bold tracking-tight text-primary">{item.valor}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
