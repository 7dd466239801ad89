import { Bell, BookOpen, DatabaseBackup, Printer, Search, Smartphone, Users, Warehouse } from 'lucide-react'
import { TRIAL_DAYS } from '../../../../../shared/assinatura/planos'
import { LinkBotao } from '../../components/link-botao'
import { CabecalhoPagina } from '../../components/secao'
import { recursos } from './lista-recursos'

const extras = [
  {
    titulo: 'Cadastros completos',
    icone: Users,
    texto: 'Clientes, veículos, técnicos, serviços e produtos.',
  },
  { titulo: 'Estoque', icone: Warehouse, texto: 'Aviso de estoque baixo e baixa automática na OS.' },
  {
    titulo: 'Busca global',
    icone: Search,
    texto: 'Ache por número da OS, cliente, documento, placa ou telefone.',
  },
  { titulo: 'Notificações', icone: Bell, texto: 'Títulos vencidos, OS atrasadas e orçamentos aprovados.' },
  { titulo: 'Impressão e PDF', icone: Printer, texto: 'OS e orçamento em A4, prontos para assinatura.' },
  { titulo: 'No celular', icone: Smartphone, texto: 'Telas pensadas para a bancada, com botões grandes.' },
  { titulo: 'Backup diário', icone: DatabaseBackup, texto: 'Cópias diárias guardadas por 30 dias.' },
  { titulo: 'Centro de treinamento', icone: BookOpen, texto: 'Vídeos, documentos e guias rápidos.' },
] as const

/** `/recursos`: the product's features with drawings of its screens. */
export function PaginaRecursos() {
  return (
    <>
      <CabecalhoPagina
        sobretitulo="Recursos"
        titulo="Do orçamento ao recebimento, tudo em um só sistema"
        descricao="Conheça as telas que a sua equipe vai usar todos os dias: no balcão, na bancada e no celular."
      />
      {recursos.map((recurso, indice) => (
        <section
          key={recurso.id}
          aria-labelledby={`recurso-${recurso.id}`}
          className={indice % 2 === 1 ? 'bg-slate-50 px-4 py-16 md:px-6' : 'px-4 py-16 md:px-6'}
        >
          <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 lg:grid-cols-2">
            <div className={indice % 2 === 1 ? 'lg:order-2' : undefined}>
              <p className="text-sm font-semibold tracking-wide text-orange-700 uppercase">
                {recurso.sobretitulo}
              </p>
              <h2
                id={`recurso-${recurso.id}`}
                className="mt-2 text-3xl font-bold tracking-tight text-balance"
              >
                {recurso.titulo}
              </h2>
              <p className="mt-4 text-lg text-slate-600">{recurso.texto}</p>
              <ul className="mt-6 grid list-disc gap-2 pl-5 text-slate-700 marker:text-primary">
                {recurso.pontos.map((ponto) => (
                  <li key={ponto}>{ponto}</li>
                ))}
              </ul>
            </div>
            <div>{recurso.ilustracao}</div>
          </div>
        </section>
      ))}
      <section aria-labelledby="extras-titulo" className="border-t border-border px-4 py-16 md:px-6">
        <div className="mx-auto max-w-6xl">
          <h2 id="extras-titulo" className="text-center text-3xl font-bold tracking-tight">
            E ainda
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {extras.map((extra) => (
              <li key={extra.titulo} className="rounded-xl border border-border p-5">
                <extra.icone className="size-6 text-primary" aria-hidden="true" />
                <h3 className="mt-3 font-semibold">{extra.titulo}</h3>
                <p className="mt-1 text-sm text-slate-600">{extra.texto}</p>
              </li>
            ))}
          </ul>
          <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkBotao href="/auth" tamanho="grande">
              Testar grátis por {TRIAL_DAYS} dias
            </LinkBotao>
            <LinkBotao href="/precos" tamanho="grande" variante="contorno">
              Ver planos e preços
            </LinkBotao>
          </div>
        </div>
      </section>
    </>
  )
}
