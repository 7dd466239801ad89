import { ClipboardList, HandCoins, Wrench } from 'lucide-react'
import { Secao } from '../../components/secao'

const passos = [
  {
    titulo: 'Orça',
    icone: ClipboardList,
    texto:
      'Cadastre o cliente e o veículo, some peças e mão de obra com prazo e validade, e envie o orçamento pelo WhatsApp. O cliente aprova pelo celular.',
  },
  {
    titulo: 'Executa',
    icone: Wrench,
    texto:
      'A OS aprovada vai para a bancada: distribua entre os técnicos, registre fotos de antes e depois e acompanhe o status de cada serviço.',
  },
  {
    titulo: 'Cobra',
    icone: HandCoins,
    texto:
      'Fature à vista ou parcelado, gere o PIX de cada parcela e acompanhe o que está em aberto, pago ou vencido em Contas a Receber.',
  },
] as const

/** The three stages the product covers (SPEC §1): Orça, Executa, Cobra. */
export function Passos() {
  return (
    <Secao
      id="passos"
      sobretitulo="Como funciona"
      titulo="Três passos, do balcão ao dinheiro no caixa"
      descricao="O Bancada acompanha a ordem de serviço inteira, do primeiro orçamento até a última parcela."
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {passos.map((passo, indice) => (
          <li key={passo.titulo} className="rounded-xl border border-border bg-surface p-6 shadow-card">
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <passo.icone className="size-5" aria-hidden="true" />
              </span>
              <span className="text-sm font-semibold text-orange-700">Passo {indice + 1}</span>
            </div>
            <h3 className="mt-4 text-xl font-semibold">{passo.titulo}</h3>
            <p className="mt-2 text-slate-600">{passo.texto}</p>
          </li>
        ))}
      </ol>
    </Secao>
  )
}
