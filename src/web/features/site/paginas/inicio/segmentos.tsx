import { Car, Cpu, HardHat, PaintRoller, Wrench } from 'lucide-react'
import { Secao } from '../../components/secao'

const segmentos = [
  {
    titulo: 'Funilaria e pintura',
    icone: PaintRoller,
    texto:
      'Orçamentos com peça, funilaria e pintura separados, fotos do dano e acompanhamento até a entrega.',
  },
  {
    titulo: 'Mecânica',
    icone: Car,
    texto: 'Veículo com placa, chassi e quilometragem, histórico de serviços e garantia de cada reparo.',
  },
  {
    titulo: 'Construção e reformas',
    icone: HardHat,
    texto: 'Orçamento por etapa, material e mão de obra, prazo combinado e cobrança parcelada da obra.',
  },
  {
    titulo: 'Manutenção e reparos',
    icone: Wrench,
    texto: 'Chamados de manutenção viram OS com técnico responsável, status e registro do que foi feito.',
  },
  {
    titulo: 'Eletrônicos',
    icone: Cpu,
    texto:
      'Entrada do aparelho com defeito relatado, laudo, aprovação do reparo e aviso de pronto pelo WhatsApp.',
  },
] as const

/** The five kinds of workshop the product is made for (SPEC §1). */
export function Segmentos() {
  return (
    <Secao
      id="segmentos"
      sobretitulo="Para quem é"
      titulo="Feito para quem trabalha com ordem de serviço"
      descricao="Do carro ao celular, da parede ao motor: se o seu trabalho começa com um orçamento, o Bancada serve para você."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {segmentos.map((segmento) => (
          <li key={segmento.titulo} className="rounded-xl border border-border p-5">
            <segmento.icone className="size-7 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">{segmento.titulo}</h3>
            <p className="mt-1 text-sm text-slate-600">{segmento.texto}</p>
          </li>
        ))}
      </ul>
    </Secao>
  )
}
