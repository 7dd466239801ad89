import type { ReactNode } from 'react'
import { documentosLegaisAtualizadosEm } from '../../../../../shared/site/conteudo'
import { CabecalhoPagina } from '../../components/secao'

export type SecaoLegal = { id: string; titulo: string; conteudo: ReactNode }

// Plain-text typography for long legal text (the project has no typography plugin).
const prosa =
  'text-slate-700 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:text-foreground [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6'

/** Frame of /termos, /privacidade and /contrato: title, date, contents and numbered sections. */
export function DocumentoLegal({
  titulo,
  introducao,
  secoes,
}: {
  titulo: string
  introducao: ReactNode
  secoes: SecaoLegal[]
}) {
  return (
    <>
      <CabecalhoPagina sobretitulo="Documentos legais" titulo={titulo}>
        <p className="mt-4 text-sm text-slate-600">Última atualização: {documentosLegaisAtualizadosEm}</p>
      </CabecalhoPagina>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="indice-titulo" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="indice-titulo" className="text-sm font-semibold">
            Nesta página
          </h2>
          <ol className="mt-3 grid gap-2 text-sm">
            {secoes.map((secao, indice) => (
              <li key={secao.id}>
                <a
                  href={`#${secao.id}`}
                  className="text-slate-600 underline-offset-4 hover:text-primary hover:underline"
                >
                  {indice + 1}. {secao.titulo}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={`max-w-3xl ${prosa}`}>
          <div className="text-lg">{introducao}</div>
          {secoes.map((secao, indice) => (
            <section
              key={secao.id}
              id={secao.id}
              aria-labelledby={`${secao.id}-titulo`}
              className="mt-10 scroll-mt-24"
            >
              <h2 id={`${secao.id}-titulo`} className="text-xl font-semibold text-foreground">
                {indice + 1}. {secao.titulo}
              </h2>
              {secao.conteudo}
            </section>
          ))}
        </article>
      </div>
    </>
  )
}
