import { formatDate } from '../formatos/data'
import { formatCurrency } from '../formatos/moeda'
import { formatQuantidade } from '../formatos/quantidade'
import { roleLabel } from '../permissoes/permissoes'
import { notificacoesMessages as m } from './notificacoes.messages'
import type { Notificacao, NotificacoesView, TipoNotificacao } from './notificacoes.schemas'
import { type AgendamentoLinha, conteudosDaAgenda, type ReagendamentoLinha } from './notificacoes-agenda'
import { conteudosDoTitular, type SolicitacaoTitularLinha } from './notificacoes-titular'

/** The 'Conciliação PIX' screen, where unidentified and overpaid PIX are handled. */
const CONCILIACAO_PIX = '/financeiro/conciliacao-pix'

/** At most this many items of one kind; beyond it the kind becomes one summary item ('12 títulos vencidos'). */
export const MAX_POR_TIPO = 5
/** Events (approvals, accepted invitations) are news for this many days. */
export const DIAS_EVENTOS = 7

/** A source as read from the database: how many situations in all, and the newest ones (≤ MAX_POR_TIPO). */
export interface Fonte<T> {
  total: number
  itens: T[]
}
/** Every row carries `desde`: the instant its situation began (ISO 8601). */
export type Linha = { id: string; desde: string }

export type TituloVencido = Linha & {
  numero_os: string
  cliente: string | null
  parcela: string
  vencimento: string
  saldo: number
}
export type OsAtrasada = Linha & { numero_os: string; cliente: string | null; previsao_entrega: string }
export type EstoqueBaixo = Linha & {
  sku: string
  descricao: string
  unidade: string
  estoque_atual: number
  estoque_minimo: number
}
export type OrcamentoAprovado = Linha & {
  os_id: string
  numero_os: string
  cliente: string | null
  origem: 'usuario' | 'portal' | 'sistema'
  quem: string | null
}
export type OrcamentoRecusado = Linha & {
  os_id: string
  numero_os: string
  cliente: string | null
  quem: string | null
  motivo: string | null
}
export type ConviteAceito = Linha & { email: string; role: string }
/** A PIX the company's bank reported (issue 24): the title it settled, or none when unidentified. */
export type PixRecebidoLinha = Linha & {
  valor: number
  situacao: 'conciliado' | 'excedente' | 'nao_identificado' | 'devolvido'
  numero_os: string | null
  cliente: string | null
  pagador: string | null
}

/** The sources the user may see (a missing one is outside the user's permissions or plan). */
export interface Fontes {
  titulos?: Fonte<TituloVencido> & { saldo: number }
  os?: Fonte<OsAtrasada>
  estoque?: Fonte<EstoqueBaixo>
  aprovacoes?: Fonte<OrcamentoAprovado>
  recusas?: Fonte<OrcamentoRecusado>
  convites?: Fonte<ConviteAceito>
  pix?: Fonte<PixRecebidoLinha>
  proximos?: Fonte<AgendamentoLinha>
  semChegada?: Fonte<AgendamentoLinha>
  reagendamentos?: Fonte<ReagendamentoLinha>
  titular?: Fonte<SolicitacaoTitularLinha>
}

/**
 * The user's read state: everything whose situation began at or before `lidas_ate` ('Marcar todas como
 * lidas'), plus the keys marked one by one since then.
 */
export interface Leitura {
  lidas_ate: string | null
  chaves: readonly string[]
}

type Item = Omit<Notificacao, 'lida'>
type Resumo = { id: string; titulo: string; texto: string; link: string }

const comCliente = (numero: string, cliente: string | null) => (cliente ? `${numero} · ${cliente}` : numero)

/** One kind: its items one by one, or a single summary (keyed by its newest member) when there are many. */
function doTipo<T extends Linha>(
  tipo: TipoNotificacao,
  fonte: Fonte<T> | undefined,
  item: (row: T) => Omit<Item, 'tipo' | 'data' | 'quantidade'>,
  resumo: (total: number) => Resumo,
): Item[] {
  if (!fonte || fonte.itens.length === 0) return []
  if (fonte.total <= MAX_POR_TIPO) {
    return fonte.itens.map((row) => ({ ...item(row), tipo, data: row.desde, quantidade: null }))
  }
  const newest = fonte.itens.reduce((a, b) => (Date.parse(b.desde) > Date.parse(a.desde) ? b : a))
  const r = resumo(fonte.total)
  return [{ ...r, id: `${r.id}:${newest.id}`, tipo, data: newest.desde, quantidade: fonte.total }]
}

/** Items of every source the user may see, newest first, without read state. */
export function itensDasFontes(f: Fontes, timeZone: string): Item[] {
  const data = (iso: string) => formatDate(iso, timeZone)
  const agenda = conteudosDaAgenda(timeZone)
  const titular = conteudosDoTitular(timeZone)
  const items = [
    ...doTipo(
      'titulo_vencido',
      f.titulos,
      (t) => ({
        id: `titulo-vencido:${t.id}`,
        titulo: m.tituloVencido,
        texto: `${comCliente(t.numero_os, t.cliente)} · parcela ${t.parcela}: ${formatCurrency(t.saldo)} venceu em ${data(t.vencimento)}`,
        link: '/contas-receber?status=vencido',
      }),
      (n) => ({
        id: 'titulos-vencidos',
        titulo: m.titulosVencidos(n),
        texto: m.titulosVencidosTexto(formatCurrency(f.titulos?.saldo ?? 0)),
        link: '/contas-receber?status=vencido',
      }),
    ),
    ...doTipo(
      'os_atrasada',
      f.os,
      (o) => ({
        // The forecast is in the key: a new forecast that passes too is a new situation.
        id: `os-atrasada:${o.id}:${o.previsao_entrega}`,
        titulo: m.osAtrasada,
        texto: `${comCliente(o.numero_os, o.cliente)}: entrega prevista para ${data(o.previsao_entrega)}`,
        link: `/os/${o.id}`,
      }),
      (n) => ({ id: 'os-atrasadas', titulo: m.osAtrasadas(n), texto: m.osAtrasadasTexto, link: '/os' }),
    ),
    ...doTipo(
      'estoque_baixo',
      f.estoque,
      (p) => ({
        id: `estoque-baixo:${p.id}`,
        // Below zero: a conclusion took more than there was (allowed by 'Permitir estoque negativo').
        titulo: p.estoque_atual < 0 ? m.estoqueNegativo : m.estoqueBaixo,
        texto: `${p.descricao} (${p.sku}): ${formatQuantidade(p.estoque_atual)} ${p.unidade} em estoque, mínimo ${formatQuantidade(p.estoque_minimo)}`,
        link: `/cadastros/produtos?q=${encodeURIComponent(p.sku)}`,
      }),
      (n) => ({
        id: 'estoque-baixo',
        titulo: m.produtosEstoqueBaixo(n),
        texto: m.produtosEstoqueBaixoTexto,
        link: '/cadastros/produtos',
      }),
    ),
    ...doTipo(
      'orcamento_aprovado',
      f.aprovacoes,
      (a) => ({
        id: `orcamento-aprovado:${a.id}`,
        titulo: m.orcamentoAprovado,
        texto: `${comCliente(a.numero_os, a.cliente)}: ${
          a.origem === 'portal'
            ? `aprovado pelo cliente${a.quem ? ` (${a.quem})` : ''}`
            : `aprovado por ${a.quem ?? 'um usuário removido'}`
        }`,
        link: `/os/${a.os_id}`,
      }),
      (n) => ({
        id: 'orcamentos-aprovados',
        titulo: m.orcamentosAprovados(n),
        texto: m.orcamentosAprovadosTexto,
        link: '/os?status=aprovado',
      }),
    ),
    ...doTipo(
      'orcamento_recusado',
      f.recusas,
      (r) => ({
        id: `orcamento-recusado:${r.id}`,
        titulo: m.orcamentoRecusado,
        texto: `${comCliente(r.numero_os, r.cliente)}: recusado pelo cliente${r.quem ? ` (${r.quem})` : ''}${
          r.motivo ? ` — ${r.motivo}` : ''
        }`,
        link: `/os/${r.os_id}`,
      }),
      (n) => ({
        id: 'orcamentos-recusados',
        titulo: m.orcamentosRecusados(n),
        texto: m.orcamentosRecusadosTexto,
        link: '/os?recusado=1',
      }),
    ),
    ...doTipo(
      'convite_aceito',
      f.convites,
      (c) => ({
        id: `convite-aceito:${c.id}`,
        titulo: m.conviteAceito,
        texto: `${c.email} entrou como ${roleLabel(c.role)}`,
        link: '/configuracoes?aba=usuarios',
      }),
      (n) => ({
        id: 'convites-aceitos',
        titulo: m.convitesAceitos(n),
        texto: m.convitesAceitosTexto,
        link: '/configuracoes?aba=usuarios',
      }),
    ),
    ...doTipo(
      'pix_recebido',
      f.pix,
      (p) => ({
        id: `pix-recebido:${p.id}`,
        titulo:
          p.situacao === 'nao_identificado'
            ? m.pixNaoIdentificado
            : p.situacao === 'excedente'
              ? m.pixExcedente
              : m.pixRecebido,
        texto: p.numero_os
          ? `${formatCurrency(p.valor)} de ${p.cliente ?? p.pagador ?? 'cliente'} (${p.numero_os})`
          : `${formatCurrency(p.valor)}${p.pagador ? ` de ${p.pagador}` : ''}: vincule a um título`,
        link: p.situacao === 'conciliado' ? '/contas-receber' : CONCILIACAO_PIX,
      }),
      (n) => ({
        id: 'pix-recebidos',
        titulo: m.pixRecebidos(n),
        texto: m.pixRecebidosTexto,
        link: CONCILIACAO_PIX,
      }),
    ),
    ...doTipo('agendamento_proximo', f.proximos, agenda.proximo, agenda.proximos(f.proximos)),
    ...doTipo('agendamento_sem_chegada', f.semChegada, agenda.semChegada, agenda.semChegadas(f.semChegada)),
    ...doTipo('reagendamento_pedido', f.reagendamentos, agenda.reagendamento, agenda.reagendamentos),
    ...doTipo('solicitacao_titular', f.titular, titular.solicitacao, titular.solicitacoes),
  ]
  return items.sort((a, b) => Date.parse(b.data) - Date.parse(a.data) || a.id.localeCompare(b.id))
}

/** Whether the user has read an item: begun before the 'all read' mark, or marked on its own. */
export const estaLida = (item: Pick<Item, 'id' | 'data'>, leitura: Leitura): boolean =>
  leitura.chaves.includes(item.id) ||
  (leitura.lidas_ate !== null && Date.parse(item.data) <= Date.parse(leitura.lidas_ate))

/** The answer of GET /api/notificacoes: the items with their read state and the unread count. */
export function comLeitura(items: readonly Item[], leitura: Leitura): NotificacoesView {
  const lidos = items.map((item) => ({ ...item, lida: estaLida(item, leitura) }))
  return { items: lidos, nao_lidas: lidos.filter((i) => !i.lida).length, desativadas: false }
}
