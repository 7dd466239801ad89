import { Check, MessageCircle } from 'lucide-react'
import { JanelaApp, Selo } from './janela-app'

const itens = [
  { descricao: 'Para-choque dianteiro (peça)', tipo: 'Peça', valor: 'R$ 780,00' },
  { descricao: 'Funilaria e pintura do para-choque', tipo: 'Mão de obra', valor: 'R$ 450,00' },
  { descricao: 'Polimento e cristalização', tipo: 'Mão de obra', valor: 'R$ 180,00' },
] as const

/** The quote of an OS with parts, labour, deadline and the WhatsApp button. */
export function TelaOrcamento({ className }: { className?: string }) {
  return (
    <JanelaApp
      endereco="bancada.app/os/2026-0142"
      descricao="Tela do Bancada: orçamento da OS-2026-0142 com peça, mão de obra, prazo e total de R$ 1.410,00, pronto para enviar pelo WhatsApp"
      className={className}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-base font-semibold text-slate-900">OS 2026-0142</p>
          <p className="text-xs text-slate-600">Carlos Menezes · Fiat Argo · ABC1D23</p>
        </div>
        <Selo cor="orcamento_enviado">Orçamento enviado</Selo>
      </div>
      <table className="mt-4 w-full text-xs">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th className="py-1.5 font-medium">Item</th>
            <th className="hidden py-1.5 font-medium sm:table-cell">Tipo</th>
            <th className="py-1.5 text-right font-medium">Valor</th>
          </tr>
        </thead>
        <tbody>
          {itens.map((item) => (
            <tr key={item.descricao} className="border-b border-slate-100">
              <td className="py-1.5 pr-2">{item.descricao}</td>
              <td className="hidden py-1.5 text-slate-600 sm:table-cell">{item.tipo}</td>
              <td className="py-1.5 text-right tabular-nums">{item.valor}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <p className="text-xs text-slate-600">
          Prazo: 3 dias úteis · Validade: 29/11/2026
          <br />
          Garantia: 90 dias
        </p>
        <p className="rounded-lg border border-slate-200 px-3 py-1.5 text-right">
          <span className="block text-xs text-slate-600">Total</span>
          <span className="text-base font-bold text-slate-900 tabular-nums">R$ 1.410,00</span>
        </p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <span className="inline-flex items-center gap-1.5 rounded-md bg-green-700 px-3 py-1.5 text-xs font-medium text-white">
          <MessageCircle className="size-3.5" aria-hidden="true" />
          Enviar pelo WhatsApp
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-xs font-medium">
          <Check className="size-3.5" aria-hidden="true" />
          Aprovar no balcão
        </span>
      </div>
    </JanelaApp>
  )
}

/** The customer's side: the quote arrives on WhatsApp and is approved from the phone. */
export function TelaWhatsapp({ className }: { className?: string }) {
  return (
    <JanelaApp
      endereco="WhatsApp · Carlos Menezes"
      descricao="Conversa de WhatsApp: a oficina envia o link do orçamento e o cliente aprova pelo celular"
      className={className}
    >
      <div className="grid gap-3 rounded-lg bg-emerald-50 p-3">
        <p className="max-w-[85%] justify-self-end rounded-lg rounded-tr-none bg-white p-2.5 text-xs shadow-card">
          Olá, Carlos! O orçamento da OS-2026-0142 (Fiat Argo) ficou em <strong>R$ 1.410,00</strong>, pronto
          em 3 dias úteis. Veja e aprove pelo link:{' '}
          <span className="text-blue-800 underline">bancada.app/o/7KQ2</span>
        </p>
        <p className="max-w-[70%] rounded-lg rounded-tl-none bg-white p-2.5 text-xs shadow-card">
          Aprovado! Pode começar amanhã cedo.
        </p>
        <p className="justify-self-center">
          <Selo cor="aprovado">Orçamento aprovado pelo cliente às 14:32</Selo>
        </p>
      </div>
    </JanelaApp>
  )
}
