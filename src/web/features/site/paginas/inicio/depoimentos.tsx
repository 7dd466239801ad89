import { depoimentos } from '../../../../../shared/site/conteudo'
import { Secao } from '../../components/secao'

/** Three testimonials from the content file (SPEC §1), with the person's initials as avatar. */
export function Depoimentos() {
  return (
    <Secao id="depoimentos" sobretitulo="Depoimentos" titulo="Quem usa, recomenda">
      <ul className="grid gap-6 md:grid-cols-3">
        {depoimentos.map((depoimento) => (
          <li key={depoimento.nome}>
            <figure className="flex h-full flex-col rounded-xl border border-border bg-surface p-6 shadow-card">
              <blockquote className="flex-1 text-slate-700">
                <p>“{depoimento.texto}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                  aria-hidden="true"
                >
                  {depoimento.iniciais}
                </span>
                <span>
                  <span className="block font-semibold">{depoimento.nome}</span>
                  <span className="block text-sm text-slate-600">{depoimento.empresa}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Secao>
  )
}
