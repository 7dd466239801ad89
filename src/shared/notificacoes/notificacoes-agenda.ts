import { horaNoFuso } from '../agenda/confirmacao'
import { formatDate, todayInTimeZone } from '../formatos/data'
import { formatPlaca } from '../formatos/exibir'
import type { Fonte, Linha } from './montar-notificacoes'
import { notificacoesAgendaMessages as m } from './notificacoes-agenda.messages'

/** An appointment is news this many minutes before it starts ('Agendamento na próxima hora'). */
export const ANTECEDENCIA_MIN = 60
/** A customer this many minutes late may not come ('Não compareceu?'): a short delay is no question. */
export const TOLERANCIA_MIN = 15

/** An appointment as the agenda sources read it (issue 27): `inicio` is an instant. */
export type AgendamentoLinha = Linha & {
  inicio: string
  cliente: string
  placa: string | null
  motivo: string
}
/** A customer's request for another time, with the text written on the appointment's link. */
export type ReagendamentoLinha = AgendamentoLinha & { pedido: string }

type Conteudo = { id: string; titulo: string; texto: string; link: string }

/** The agenda's day view of the day an appointment starts, in the company's zone. */
const diaNaAgenda = (inicio: string, timeZone: string) =>
  `/agenda?visao=dia&data=${todayInTimeZone(timeZone, new Date(inicio))}`

// The start is part of the key: an appointment moved to another time is a new situation.
const chave = (prefixo: string, a: AgendamentoLinha) =>
  `${prefixo}:${a.id}:${new Date(a.inicio).toISOString()}`

const quem = (a: AgendamentoLinha) => (a.placa ? `${a.cliente} · ${formatPlaca(a.placa)}` : a.cliente)

/** How each agenda source becomes bell items: one per appointment, and the summary of many. */
export function conteudosDaAgenda(timeZone: string) {
  const hora = (a: AgendamentoLinha) => horaNoFuso(a.inicio, timeZone)
  // A summary opens the day of its earliest appointment among those read (today's for the late ones).
  const diaDoPrimeiro = (f: Fonte<AgendamentoLinha> | undefined) => {
    const inicio = f?.itens.map((a) => a.inicio).sort((x, y) => Date.parse(x) - Date.parse(y))[0]
    return inicio ? diaNaAgenda(inicio, timeZone) : '/agenda'
  }
  return {
    proximo: (a: AgendamentoLinha): Conteudo => ({
      id: chave('agendamento-proximo', a),
      titulo: m.proximo,
      texto: `${hora(a)} · ${quem(a)}: ${a.motivo}`,
      link: diaNaAgenda(a.inicio, timeZone),
    }),
    proximos: (f: Fonte<AgendamentoLinha> | undefined) => (n: number) => ({
      id: 'agendamentos-proximos',
      titulo: m.proximos(n),
      texto: m.proximosTexto,
      link: diaDoPrimeiro(f),
    }),
    semChegada: (a: AgendamentoLinha): Conteudo => ({
      id: chave('agendamento-sem-chegada', a),
      titulo: m.semChegada,
      texto: `${hora(a)} · ${quem(a)}: ${m.semChegadaTexto}`,
      link: diaNaAgenda(a.inicio, timeZone),
    }),
    semChegadas: (f: Fonte<AgendamentoLinha> | undefined) => (n: number) => ({
      id: 'agendamentos-sem-chegada',
      titulo: m.semChegadas(n),
      texto: m.semChegadasTexto,
      link: diaDoPrimeiro(f),
    }),
    // A new request on the same appointment is a new situation: its instant is in the key.
    reagendamento: (r: ReagendamentoLinha): Conteudo => ({
      id: `reagendamento-pedido:${r.id}:${r.desde}`,
      titulo: m.reagendamento,
      texto: `${quem(r)}, ${formatDate(r.inicio, timeZone)} às ${hora(r)}: “${r.pedido}”`,
      link: diaNaAgenda(r.inicio, timeZone),
    }),
    reagendamentos: (n: number) => ({
      id: 'reagendamentos-pedidos',
      titulo: m.reagendamentos(n),
      texto: m.reagendamentosTexto,
      link: '/agenda?visao=lista',
    }),
  }
}
