import type { BuscaGrupo, BuscaResultado } from '../../../shared/busca/busca.schemas'
import type { TituloSituacao } from '../../../shared/financeiro/titulo.schemas'
import { formatDate } from '../../../shared/formatos/data'
import { formatDocumento, formatPlaca } from '../../../shared/formatos/exibir'
import { formatCurrency } from '../../../shared/formatos/moeda'
import type { OsStatus } from '../../../shared/os/os-status'

/** The groups in the order they are listed, with their headings. */
export const gruposDaLista: ReadonlyArray<{ grupo: BuscaGrupo; titulo: string }> = [
  { grupo: 'os', titulo: 'Ordens de serviço' },
  { grupo: 'clientes', titulo: 'Clientes' },
  { grupo: 'veiculos', titulo: 'Veículos' },
  { grupo: 'titulos', titulo: 'Contas a Receber' },
]

/** One result as the list shows it: two lines, an optional status badge and where it leads. */
export type ItemDaBusca = {
  key: string
  grupo: BuscaGrupo
  href: string
  titulo: string
  detalhe: string
  selo?: { tipo: 'os'; status: OsStatus } | { tipo: 'titulo'; situacao: TituloSituacao }
}

const juntar = (...partes: Array<string | null | undefined>) => partes.filter(Boolean).join(' · ')
const comQuery = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`

/**
 * Every result in list order. Clients and vehicles open their register searched by document or plate
 * (an exact lookup there too); a title opens Contas a Receber filtered to its client and due date.
 */
export function itensDaBusca(r: BuscaResultado): ItemDaBusca[] {
  const porGrupo: Record<BuscaGrupo, ItemDaBusca[]> = {
    os: r.os.map((o) => ({
      key: `os-${o.id}`,
      grupo: 'os',
      href: `/os/${o.id}`,
      titulo: o.numero_os,
      detalhe: juntar(o.cliente_nome, o.veiculo_placa && formatPlaca(o.veiculo_placa)) || 'Sem cliente',
      selo: { tipo: 'os', status: o.status },
    })),
    clientes: r.clientes.map((c) => ({
      key: `cliente-${c.id}`,
      grupo: 'clientes',
      href: comQuery('/cadastros/clientes', { q: c.doc }),
      titulo: c.nome_razao,
      detalhe: juntar(formatDocumento(c.doc), c.cidade && (c.uf ? `${c.cidade}/${c.uf}` : c.cidade)),
    })),
    veiculos: r.veiculos.map((v) => ({
      key: `veiculo-${v.id}`,
      grupo: 'veiculos',
      href: comQuery('/cadastros/veiculos', { q: v.placa }),
      titulo: formatPlaca(v.placa),
      detalhe: juntar(`${v.marca} ${v.modelo}`, v.cliente_nome),
    })),
    titulos: r.titulos.map((t) => ({
      key: `titulo-${t.id}`,
      grupo: 'titulos',
      href: comQuery('/contas-receber', {
        cliente_id: t.cliente_id,
        cliente_nome: t.cliente_nome,
        de: t.vencimento,
        ate: t.vencimento,
      }),
      titulo: `${t.numero_os} · ${t.parcela === 'Sinal' ? 'Sinal' : `Parcela ${t.parcela}`}`,
      detalhe: juntar(
        `Vence ${formatDate(t.vencimento)}`,
        `Saldo ${formatCurrency(t.saldo)}`,
        t.cliente_nome,
      ),
      selo: { tipo: 'titulo', situacao: t.situacao },
    })),
  }
  return gruposDaLista.flatMap(({ grupo }) => porGrupo[grupo])
}

/**
 * The highlighted result after an arrow key: from no selection (-1) Down goes to the first and Up to the
 * last; past either end it wraps. With no results nothing is highlighted.
 */
export function moverAtivo(ativo: number, tecla: 'ArrowDown' | 'ArrowUp', total: number): number {
  if (total === 0) return -1
  if (ativo < 0 || ativo >= total) return tecla === 'ArrowDown' ? 0 : total - 1
  return (ativo + (tecla === 'ArrowDown' ? 1 : -1) + total) % total
}

/**
 * Where Enter leads: the highlighted result; with none, the OS list searched by the term (the top bar's
 * "search everything" for who may see OS), or else the first result. Null when there is nowhere to go.
 */
export function destinoDoEnter(
  itens: readonly ItemDaBusca[],
  ativo: number,
  termo: string,
  podeVerOs: boolean,
): string | null {
  const escolhido = itens[ativo]
  if (escolhido) return escolhido.href
  const q = termo.trim()
  if (!q) return null
  if (podeVerOs) return comQuery('/os', { q })
  return itens[0]?.href ?? null
}
