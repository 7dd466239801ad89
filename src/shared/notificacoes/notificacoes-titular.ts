import { formatDate } from '../formatos/data'
import type { Linha } from './montar-notificacoes'
import { notificacoesTitularMessages as m } from './notificacoes-titular.messages'

/** An open request is news this many calendar days (company zone) before its legal deadline, and after it. */
export const ANTECEDENCIA_PRAZO_DIAS = 5

/** Configurações › Privacidade, where the requests are answered. */
export const LINK_PRIVACIDADE = '/configuracoes?aba=privacidade'

/**
 * An open data-subject request as its source reads it: `dias` to the deadline's day in the company's zone
 * (negative once it passed), `cliente` the name (the anonymised marker once anonymised).
 */
export type SolicitacaoTitularLinha = Linha & {
  tipo: 'exportacao' | 'exclusao' | 'correcao'
  cliente: string
  prazo_em: string
  dias: number
}

type Conteudo = { id: string; titulo: string; texto: string; link: string }

/** How the source becomes bell items: one per request, and the summary of many. */
export function conteudosDoTitular(timeZone: string) {
  return {
    // A passed deadline is a new situation: read while due, it turns unread again once overdue.
    solicitacao: (s: SolicitacaoTitularLinha): Conteudo => ({
      id: `${s.dias < 0 ? 'solicitacao-titular-vencida' : 'solicitacao-titular'}:${s.id}`,
      titulo: m.titulo(s.dias),
      texto: `${s.cliente}: ${m.tipos[s.tipo]} (${m.prazo(formatDate(s.prazo_em, timeZone))})`,
      link: LINK_PRIVACIDADE,
    }),
    solicitacoes: (n: number): Conteudo => ({
      id: 'solicitacoes-titular',
      titulo: m.resumo(n),
      texto: m.resumoTexto,
      link: LINK_PRIVACIDADE,
    }),
  }
}
