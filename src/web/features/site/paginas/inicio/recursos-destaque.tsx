import { BarChart3, Camera, MessageCircle, QrCode, ShieldCheck, Users } from 'lucide-react'
import { Secao } from '../../components/secao'

const recursos = [
  {
    titulo: 'WhatsApp integrado',
    icone: MessageCircle,
    texto: 'Envie orçamentos, avisos de pronto e cobranças com um toque, com a mensagem já escrita.',
  },
  {
    titulo: 'Fotos e status da OS',
    icone: Camera,
    texto: 'Fotografe pelo celular na bancada e acompanhe cada OS do orçamento à entrega.',
  },
  {
    titulo: 'PIX, boleto e parcelas',
    icone: QrCode,
    texto: 'Parcele o serviço, gere o PIX de cada parcela e veja o que está em aberto ou vencido.',
  },
  {
    titulo: 'Relatórios em tempo real',
    icone: BarChart3,
    texto: 'Faturamento, OS abertas e títulos vencidos sempre atualizados, sem fechar planilha.',
  },
  {
    titulo: 'Multiusuário com permissões',
    icone: Users,
    texto: 'Administrador, gerente, operador e técnico: cada pessoa vê e faz só o que precisa.',
  },
  {
    titulo: 'Dados seguros',
    icone: ShieldCheck,
    texto: 'Dados criptografados, backup diário e tratamento conforme a LGPD.',
  },
] as const

/** Six feature cards of `/` (SPEC "Landing page"). */
export function RecursosDestaque() {
  return (
    <Secao
      id="recursos"
      sobretitulo="Recursos"
      titulo="Tudo o que a oficina usa no dia a dia"
      descricao="Funciona no computador do balcão e no celular da oficina, sem instalar nada."
      className="bg-slate-50"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {recursos.map((recurso) => (
          <li key={recurso.titulo} className="rounded-xl border border-border bg-surface p-6 shadow-card">
            <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <recurso.icone className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{recurso.titulo}</h3>
            <p className="mt-2 text-slate-600">{recurso.texto}</p>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <a href="/recursos" className="font-medium text-primary underline-offset-4 hover:underline">
          Conheça todos os recursos
        </a>
      </p>
    </Secao>
  )
}
