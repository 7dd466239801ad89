// What an OS's NFS-e holds (issue 28), computed the same way for the preview the shop reads and for the
// note the server sends. Only service lines enter the NFS-e: parts are goods (NF-e), not services.
import { formatCurrency } from '../formatos/moeda'
import { formatarCodigoTributacao, issDe } from './fiscal'

export interface ItemParaNota {
  tipo: 'servico' | 'produto'
  descricao: string
  quantidade: number
  valor_unitario: number
  desconto_valor: number
  subtotal: number
  /** The catalogue service's own fiscal data, when the line came from one. */
  fiscal?: {
    codigo_tributacao: string | null
    codigo_nbs: string | null
    aliquota_iss_bp: number | null
    iss_retido: boolean
  } | null
}

export interface OsParaNota {
  numero_os: string
  placa?: string | null
  itens: ItemParaNota[]
  subtotal_servicos: number
  subtotal_produtos: number
  /** The OS-level discount and surcharge, centavos (shared between services and parts by value). */
  desconto_valor: number
  acrescimos_valor: number
}

export interface PadroesFiscais {
  codigo_tributacao: string
  codigo_nbs: string | null
  aliquota_iss_bp: number
}

export interface PreviaNota {
  servicos: { descricao: string; quantidade: number; valor: number }[]
  /** Parts left out of the note: how many lines and their value (the dialog says so). */
  produtos_fora: { linhas: number; valor: number }
  /** Gross value of the services (lines before their discounts, plus the OS surcharge's share). */
  valor_servicos: number
  /** Line discounts plus the OS discount's share. */
  desconto: number
  valor_liquido: number
  codigo_tributacao: string
  codigo_nbs: string | null
  aliquota_iss_bp: number
  valor_iss: number
  iss_retido: boolean
  discriminacao: string
  /** Why the note cannot be issued as it is (empty when it can), in Portuguese. */
  problemas: string[]
}

const quantidadeTexto = (q: number) => q.toLocaleString('pt-BR', { maximumFractionDigits: 3 })

/** A share of `valor` proportional to `parte / todo`, rounded to the centavo (integers only). */
const proporcional = (valor: number, parte: number, todo: number) =>
  todo === 0 ? 0 : Math.round((valor * parte) / todo)

/** The NFS-e Nacional's description of the service holds up to 2000 characters. */
export const DISCRIMINACAO_MAX = 2000

/**
 * The note of an OS. `tomadorPj` says whether the customer is a company: only a company can withhold the
 * ISS, which it does when a service of the note is marked 'ISS retido'.
 */
export function notaDaOs(os: OsParaNota, padroes: PadroesFiscais, tomadorPj: boolean): PreviaNota {
  const servicos = os.itens.filter((i) => i.tipo === 'servico' && i.subtotal + i.desconto_valor > 0)
  const produtos = os.itens.filter((i) => i.tipo === 'produto')
  const itens = os.subtotal_servicos + os.subtotal_produtos
  const descontoOs = proporcional(os.desconto_valor, os.subtotal_servicos, itens)
  const acrescimoOs = proporcional(os.acrescimos_valor, os.subtotal_servicos, itens)
  const bruto = servicos.reduce((s, i) => s + i.subtotal + i.desconto_valor, 0) + acrescimoOs
  const desconto = Math.min(bruto, servicos.reduce((s, i) => s + i.desconto_valor, 0) + descontoOs)
  const liquido = bruto - desconto

  const codigos = new Set(servicos.map((i) => i.fiscal?.codigo_tributacao ?? padroes.codigo_tributacao))
  const aliquotas = new Set(servicos.map((i) => i.fiscal?.aliquota_iss_bp ?? padroes.aliquota_iss_bp))
  const nbs = new Set(servicos.map((i) => i.fiscal?.codigo_nbs ?? padroes.codigo_nbs))
  const codigo = codigos.size === 1 ? [...codigos][0] : padroes.codigo_tributacao
  const aliquota = aliquotas.size === 1 ? [...aliquotas][0] : padroes.aliquota_iss_bp

  const problemas: string[] = []
  if (servicos.length === 0) problemas.push('Esta OS não tem serviços: a NFS-e é emitida só sobre serviços.')
  if (codigos.size > 1) {
    const lista = [...codigos].map(formatarCodigoTributacao).join(', ')
    problemas.push(
      `Os serviços desta OS têm códigos de tributação diferentes (${lista}): a NFS-e leva um código por nota. Ajuste o cadastro dos serviços.`,
    )
  }
  if (aliquotas.size > 1) {
    problemas.push(
      'Os serviços desta OS têm alíquotas de ISS diferentes: a NFS-e leva uma alíquota por nota. Ajuste o cadastro dos serviços.',
    )
  }

  const linhas = servicos.map(
    (i) => `${i.descricao} — ${quantidadeTexto(i.quantidade)} × ${formatCurrency(i.valor_unitario)}`,
  )
  const cabecalho = `Serviços da ${os.numero_os}${os.placa ? ` — veículo ${os.placa}` : ''}`
  const discriminacao = [cabecalho, ...linhas].join('\n').slice(0, DISCRIMINACAO_MAX)

  return {
    servicos: servicos.map((i) => ({
      descricao: i.descricao,
      quantidade: i.quantidade,
      valor: i.subtotal,
    })),
    produtos_fora: { linhas: produtos.length, valor: os.subtotal_produtos },
    valor_servicos: bruto,
    desconto,
    valor_liquido: liquido,
    codigo_tributacao: codigo,
    codigo_nbs: nbs.size === 1 ? [...nbs][0] : padroes.codigo_nbs,
    aliquota_iss_bp: aliquota,
    valor_iss: issDe(liquido, aliquota),
    iss_retido: tomadorPj && servicos.some((i) => i.fiscal?.iss_retido === true),
    discriminacao,
    problemas,
  }
}
