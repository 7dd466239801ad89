import { BadgeCheck } from 'lucide-react'
import { TRIAL_DAYS } from '../../../../../shared/assinatura/planos'
import { contatoEmpresa } from '../../../../../shared/site/conteudo'
import { CabecalhoPagina } from '../../components/secao'
import { PerguntasFrequentes } from './perguntas-frequentes'
import { TabelaPrecos } from './tabela-precos'

/** `/precos` (SPEC "Pricing page", issue §2). */
export function PaginaPrecos() {
  return (
    <>
      <CabecalhoPagina
        sobretitulo="Preços"
        titulo="Planos e preços"
        descricao={`Teste grátis por ${TRIAL_DAYS} dias, sem cartão. Sem taxa de adesão e sem fidelidade: cancele quando quiser.`}
      />
      <section aria-label="Planos" className="px-4 py-12 md:px-6 md:py-16">
        <div className="mx-auto max-w-6xl">
          <TabelaPrecos />
        </div>
      </section>
      <section aria-labelledby="garantia-titulo" className="px-4 pb-16 md:px-6">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-2xl bg-slate-900 p-8 text-center text-slate-300 sm:flex-row sm:text-left md:p-10">
          <BadgeCheck className="size-14 shrink-0 text-orange-400" aria-hidden="true" />
          <div>
            <h2 id="garantia-titulo" className="text-2xl font-bold text-white">
              Garantia de 30 dias ou seu dinheiro de volta
            </h2>
            <p className="mt-2">
              Assinou e não serviu para a sua oficina? Nos primeiros 30 dias da primeira assinatura paga,
              devolvemos 100% do valor: basta pedir pelo email{' '}
              <a
                href={`mailto:${contatoEmpresa.suporte}`}
                className="font-medium text-white underline underline-offset-4"
              >
                {contatoEmpresa.suporte}
              </a>
              .
            </p>
          </div>
        </div>
      </section>
      <section aria-labelledby="faq-titulo" className="bg-slate-50 px-4 py-16 md:px-6">
        <div className="mx-auto max-w-3xl">
          <h2 id="faq-titulo" className="text-center text-3xl font-bold tracking-tight">
            Perguntas frequentes
          </h2>
          <div className="mt-10">
            <PerguntasFrequentes />
          </div>
          <p className="mt-8 text-center text-slate-700">
            Não encontrou sua dúvida?{' '}
            <a href="/contato" className="font-medium text-primary underline-offset-4 hover:underline">
              Fale com a gente
            </a>
            .
          </p>
        </div>
      </section>
    </>
  )
}
