import { TRIAL_DAYS } from '../../../../../shared/assinatura/planos'
import { contatoEmpresa } from '../../../../../shared/site/conteudo'
import { LinkBotao } from '../../components/link-botao'

/** Closing call to action (SPEC "Landing page": 'Ver Planos e Preços' → /precos, 'Entrar no Sistema' → /auth). */
export function ChamadaFinal() {
  return (
    <section aria-labelledby="cta-titulo" className="bg-slate-900 px-4 py-16 text-center md:px-6 md:py-20">
      <div className="mx-auto max-w-2xl">
        <h2 id="cta-titulo" className="text-3xl font-bold tracking-tight text-balance text-white md:text-4xl">
          Sua próxima OS já pode sair pelo Bancada
        </h2>
        <p className="mt-4 text-lg text-slate-300">
          Cadastre a oficina em 5 minutos, teste por {TRIAL_DAYS} dias sem cartão e cancele quando quiser.
          Dúvidas? Escreva para{' '}
          <a
            href={`mailto:${contatoEmpresa.suporte}`}
            className="font-medium text-white underline underline-offset-4"
          >
            {contatoEmpresa.suporte}
          </a>
          .
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row [&_:focus-visible]:outline-white">
          <LinkBotao href="/precos" tamanho="grande" variante="destaque">
            Ver Planos e Preços
          </LinkBotao>
          <LinkBotao href="/auth" tamanho="grande" variante="contornoClaro">
            Entrar no Sistema
          </LinkBotao>
        </div>
      </div>
    </section>
  )
}
