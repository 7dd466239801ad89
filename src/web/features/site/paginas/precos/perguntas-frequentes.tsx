import { ChevronDown } from 'lucide-react'
import { perguntasFrequentes } from '../../../../../shared/site/conteudo'

/**
 * The FAQ accordion of /precos (WAI-ARIA accordion pattern), from the content file. Every answer is in
 * the pre-rendered HTML, `hidden` until its button opens it (comportamentos.ts, `data-sanfona`); native
 * buttons give Enter/Space and Tab.
 */
export function PerguntasFrequentes() {
  return (
    <div className="divide-y divide-border rounded-xl border border-border bg-surface">
      {perguntasFrequentes.map((item, indice) => {
        const botaoId = `faq-pergunta-${indice}`
        const respostaId = `faq-resposta-${indice}`
        return (
          <div key={item.pergunta}>
            <h3>
              <button
                id={botaoId}
                type="button"
                data-sanfona
                aria-expanded="false"
                aria-controls={respostaId}
                className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-slate-50"
              >
                {item.pergunta}
                <ChevronDown
                  className="size-5 shrink-0 text-slate-600 transition-transform group-aria-expanded:rotate-180"
                  aria-hidden="true"
                />
              </button>
            </h3>
            <section id={respostaId} aria-labelledby={botaoId} hidden className="px-5 pb-5 text-slate-700">
              <p>{item.resposta}</p>
            </section>
          </div>
        )
      })}
    </div>
  )
}
