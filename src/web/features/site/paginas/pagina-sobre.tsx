import { HeartHandshake, KeyRound, Scale, Sparkles } from 'lucide-react'
import { TRIAL_DAYS } from '../../../../shared/assinatura/planos'
import { contatoEmpresa, estatisticas } from '../../../../shared/site/conteudo'
import { LinkBotao } from '../components/link-botao'
import { CabecalhoPagina } from '../components/secao'

const valores = [
  {
    titulo: 'Simples de verdade',
    icone: Sparkles,
    texto:
      'Se uma tela precisa de manual, ela está errada. A oficina cadastra tudo e emite a primeira OS em cerca de 5 minutos.',
  },
  {
    titulo: 'Transparência com o cliente',
    icone: HeartHandshake,
    texto:
      'Orçamento claro, aprovação registrada e fotos do serviço: o cliente da oficina confia mais e discute menos.',
  },
  {
    titulo: 'Preço justo, sem amarras',
    icone: Scale,
    texto: `Sem taxa de adesão, sem fidelidade, ${TRIAL_DAYS} dias grátis e garantia de 30 dias. Fica quem está satisfeito.`,
  },
  {
    titulo: 'Os dados são da oficina',
    icone: KeyRound,
    texto:
      'Tratamos os dados conforme a LGPD, com criptografia e backup diário, e a oficina pode exportá-los quando quiser.',
  },
] as const

/** `/sobre`: who makes Bancada and why. */
export function PaginaSobre() {
  return (
    <>
      <CabecalhoPagina
        sobretitulo="Sobre"
        titulo="Sobre o Bancada"
        descricao="Um sistema de ordens de serviço feito para a rotina das oficinas brasileiras."
      />
      <section aria-labelledby="historia-titulo" className="px-4 py-16 md:px-6">
        <div className="mx-auto max-w-3xl text-lg text-slate-700">
          <h2 id="historia-titulo" className="text-2xl font-bold tracking-tight text-foreground">
            Por que construímos o Bancada
          </h2>
          <p className="mt-4">
            O Bancada nasceu de conversas com donos de funilarias, mecânicas, empresas de reforma e
            assistências técnicas. Quase todos contavam a mesma história: orçamento no caderno, ordem de
            serviço em papel carbono, cobrança anotada no celular e, no fim do mês, ninguém sabia direito quem
            ainda estava devendo.
          </p>
          <p className="mt-4">
            Os sistemas que existiam eram feitos para grandes empresas: caros, cheios de telas e com taxa de
            implantação. Decidimos fazer o contrário — um sistema que cobre o que a oficina realmente faz
            todos os dias, <strong>orçar, executar e cobrar</strong>, e que funciona no computador do balcão e
            no celular da bancada.
          </p>
          <p className="mt-4">
            Nossa missão é dar à oficina pequena e média o mesmo controle que as grandes redes têm, sem
            complicação e por um preço que cabe no caixa.
          </p>
        </div>
      </section>
      <section
        aria-labelledby="numeros-titulo"
        className="border-y border-border bg-slate-50 px-4 py-12 md:px-6"
      >
        <h2 id="numeros-titulo" className="text-center text-2xl font-bold tracking-tight">
          O Bancada hoje
        </h2>
        <dl className="mx-auto mt-8 grid max-w-4xl gap-8 text-center sm:grid-cols-3">
          {estatisticas.map((item) => (
            <div key={item.rotulo} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-slate-600">{item.rotulo}</dt>
              <dd className="text-4xl font-bold tracking-tight text-primary">{item.valor}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="valores-titulo" className="px-4 py-16 md:px-6">
        <div className="mx-auto max-w-5xl">
          <h2 id="valores-titulo" className="text-center text-2xl font-bold tracking-tight">
            No que acreditamos
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {valores.map((valor) => (
              <li key={valor.titulo} className="rounded-xl border border-border p-6">
                <valor.icone className="size-6 text-primary" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-semibold">{valor.titulo}</h3>
                <p className="mt-2 text-slate-600">{valor.texto}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="onde-titulo" className="bg-slate-50 px-4 py-16 md:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="onde-titulo" className="text-2xl font-bold tracking-tight">
            Onde estamos
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Nossa equipe trabalha em {contatoEmpresa.cidade} e atende oficinas de todo o Brasil. O suporte é
            por email, em{' '}
            <a
              href={`mailto:${contatoEmpresa.suporte}`}
              className="font-medium text-primary underline underline-offset-4"
            >
              {contatoEmpresa.suporte}
            </a>
            , com resposta em até 1 dia útil.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkBotao href="/auth" tamanho="grande">
              Testar grátis
            </LinkBotao>
            <LinkBotao href="/contato" tamanho="grande" variante="contorno">
              Fale com a gente
            </LinkBotao>
          </div>
        </div>
      </section>
    </>
  )
}
