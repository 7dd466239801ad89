import { Building2, Clock, LifeBuoy, Mail, MapPin } from 'lucide-react'
import { contatoEmpresa } from '../../../../../shared/site/conteudo'
import { CabecalhoPagina } from '../../components/secao'
import { Ilha } from '../../render/ilha'

const canais = [
  {
    titulo: 'Comercial e planos Enterprise',
    icone: Building2,
    conteudo: (
      <a
        href={`mailto:${contatoEmpresa.email}`}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {contatoEmpresa.email}
      </a>
    ),
  },
  {
    titulo: 'Suporte para clientes',
    icone: LifeBuoy,
    conteudo: (
      <a
        href={`mailto:${contatoEmpresa.suporte}`}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {contatoEmpresa.suporte}
      </a>
    ),
  },
  { titulo: 'Prazo de resposta', icone: Clock, conteudo: 'Até 1 dia útil, de segunda a sexta.' },
  { titulo: 'Cidade', icone: MapPin, conteudo: `${contatoEmpresa.cidade}. Atendemos todo o Brasil.` },
] as const

/** `/contato`: the contact form (stored and forwarded by the server) and the team's channels. */
export function PaginaContato() {
  return (
    <>
      <CabecalhoPagina
        sobretitulo="Contato"
        titulo="Fale com a gente"
        descricao="Dúvidas sobre o Bancada, um plano Enterprise para a sua rede ou ajuda para começar: mande sua mensagem."
      />
      <div className="px-4 py-12 md:px-6 md:py-16">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[1fr_20rem]">
          <section
            aria-labelledby="formulario-titulo"
            className="rounded-xl border border-border p-6 shadow-card md:p-8"
          >
            <h2 id="formulario-titulo" className="text-xl font-semibold">
              Envie sua mensagem
            </h2>
            <p className="mt-1 text-sm text-slate-600">Campos marcados com asterisco (*) são obrigatórios.</p>
            <div className="mt-6">
              <Ilha nome="contato" props={{}} />
            </div>
          </section>
          <aside aria-labelledby="canais-titulo">
            <h2 id="canais-titulo" className="text-xl font-semibold">
              Outros canais
            </h2>
            <ul className="mt-6 grid gap-6">
              {canais.map((canal) => (
                <li key={canal.titulo} className="flex gap-3">
                  <canal.icone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <div>
                    <h3 className="font-medium">{canal.titulo}</h3>
                    <p className="mt-0.5 text-slate-600">{canal.conteudo}</p>
                  </div>
                </li>
              ))}
            </ul>
            <p className="mt-8 flex gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                Usamos seus dados só para responder a esta mensagem, conforme a nossa{' '}
                <a href="/privacidade" className="font-medium text-primary underline underline-offset-4">
                  política de privacidade
                </a>
                .
              </span>
            </p>
          </aside>
        </div>
      </div>
    </>
  )
}
