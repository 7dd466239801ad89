import { Mail, MapPin, MessageSquare, ShieldCheck } from 'lucide-react'
import { TRIAL_DAYS } from '../../../../shared/assinatura/planos'
import { contatoEmpresa } from '../../../../shared/site/conteudo'
import { Brand } from '../../../components/brand'
import { LINK_ENTRAR, LINK_TESTAR } from './navegacao'

const linksRapidos = [
  { href: '/recursos', rotulo: 'Recursos' },
  { href: '/precos', rotulo: 'Preços' },
  { href: '/sobre', rotulo: 'Sobre' },
  { href: LINK_ENTRAR, rotulo: 'Entrar' },
  { href: LINK_TESTAR, rotulo: `Teste grátis por ${TRIAL_DAYS} dias` },
] as const

const linksLegais = [
  { href: '/termos', rotulo: 'Termos de uso' },
  { href: '/privacidade', rotulo: 'Política de privacidade' },
  { href: '/contrato', rotulo: 'Contrato de assinatura' },
] as const

const classeLink = 'rounded-sm text-slate-300 underline-offset-4 hover:text-white hover:underline'

function ListaLinks({ links }: { links: readonly { href: string; rotulo: string }[] }) {
  return (
    <ul className="mt-3 grid gap-2 text-sm">
      {links.map((link) => (
        <li key={link.href + link.rotulo}>
          <a href={link.href} className={classeLink}>
            {link.rotulo}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The public footer (SPEC "Landing page"): quick links, legal links, contact, city, secure-site note. */
export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300 [&_:focus-visible]:outline-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 md:px-6 lg:grid-cols-4">
        <div>
          <Brand className="text-white" />
          <p className="mt-3 max-w-xs text-sm">
            Ordens de serviço para oficinas: orçamento, execução e cobrança em um só lugar.
          </p>
          <p className="mt-4 flex max-w-xs gap-2 text-sm">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden="true" />
            <span>
              <strong className="font-semibold text-white">Site seguro:</strong> conexão criptografada (HTTPS)
              e dados tratados conforme a LGPD.
            </span>
          </p>
        </div>
        <nav aria-labelledby="rodape-produto">
          <h2 id="rodape-produto" className="text-sm font-semibold text-white">
            Produto
          </h2>
          <ListaLinks links={linksRapidos} />
        </nav>
        <nav aria-labelledby="rodape-legal">
          <h2 id="rodape-legal" className="text-sm font-semibold text-white">
            Legal
          </h2>
          <ListaLinks links={linksLegais} />
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">Contato</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            <li>
              <a
                href={`mailto:${contatoEmpresa.email}`}
                className={`inline-flex items-center gap-2 ${classeLink}`}
              >
                <Mail className="size-4" aria-hidden="true" />
                {contatoEmpresa.email}
              </a>
            </li>
            <li>
              <a href="/contato" className={`inline-flex items-center gap-2 ${classeLink}`}>
                <MessageSquare className="size-4" aria-hidden="true" />
                Fale conosco
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4" aria-hidden="true" />
              {contatoEmpresa.cidade}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 md:px-6">
          © {new Date().getFullYear()} Bancada. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  )
}
