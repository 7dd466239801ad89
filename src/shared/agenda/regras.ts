import type { AgendamentoStatus } from './agenda'

/**
 * Where an appointment may go from each status (issue 27): the customer confirms, arrives (an OS, final),
 * misses it or cancels; a missed or cancelled one may be reopened.
 */
export const transicoesDoAgendamento: Record<AgendamentoStatus, readonly AgendamentoStatus[]> = {
  agendado: ['confirmado', 'cancelado', 'nao_compareceu', 'chegou'],
  confirmado: ['chegou', 'cancelado', 'nao_compareceu'],
  cancelado: ['agendado'],
  nao_compareceu: ['agendado'],
  chegou: [],
}

export const podeIrPara = (de: AgendamentoStatus, para: AgendamentoStatus) =>
  transicoesDoAgendamento[de].includes(para)

/** Cancelled and missed appointments free their technician and bay. */
export const ocupaHorario = (status: AgendamentoStatus) =>
  status !== 'cancelado' && status !== 'nao_compareceu'

export interface Intervalo {
  id: string
  inicio: number
  fim: number
  tecnico_id: string | null
  box: string | null
  status: AgendamentoStatus
}

/** Half-open intervals: one ending at 10:00 and another starting at 10:00 do not overlap. */
export const sobrepoe = (a: { inicio: number; fim: number }, b: { inicio: number; fim: number }) =>
  a.inicio < b.fim && b.inicio < a.fim

/** Whether two appointments compete for the same technician or the same bay. */
export const disputam = (a: Intervalo, b: Intervalo) =>
  a.id !== b.id &&
  ocupaHorario(a.status) &&
  ocupaHorario(b.status) &&
  ((a.tecnico_id !== null && a.tecnico_id === b.tecnico_id) || (a.box !== null && a.box === b.box)) &&
  sobrepoe(a, b)

/** For each appointment, the ids of those it conflicts with (sorted by start, so a sweep stops early). */
export function conflitosDe(itens: readonly Intervalo[]): Map<string, string[]> {
  const ordenados = [...itens].sort((a, b) => a.inicio - b.inicio)
  const out = new Map<string, string[]>(itens.map((i) => [i.id, []]))
  for (let i = 0; i < ordenados.length; i++) {
    const a = ordenados[i]
    for (let j = i + 1; j < ordenados.length && ordenados[j].inicio < a.fim; j++) {
      const b = ordenados[j]
      if (!disputam(a, b)) continue
      out.get(a.id)!.push(b.id)
      out.get(b.id)!.push(a.id)
    }
  }
  return out
}

const HORA_RE = /^([01]\d|2[0-3]):([0-5]\d)$/

/** '08:30' → 510; NaN for anything else. */
export function minutosDaHora(hora: string): number {
  const m = HORA_RE.exec(hora)
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN
}

export const horaValida = (hora: string) => HORA_RE.test(hora)

/** The working day's length in minutes ('08:00'–'18:00' → 600); 0 when closing is not after opening. */
export function minutosDoDia(abertura: string, fechamento: string): number {
  return Math.max(0, minutosDaHora(fechamento) - minutosDaHora(abertura)) || 0
}

/** 90 → '1h30', 120 → '2h', 45 → '45min'. */
export function duracaoLegivel(min: number): string {
  const h = Math.floor(min / 60)
  const r = min % 60
  if (!h) return `${r}min`
  return r ? `${h}h${String(r).padStart(2, '0')}` : `${h}h`
}

/** 'HH:MM' of a minute count from midnight (may pass 24:00 for an appointment ending the next day). */
export const horaDosMinutos = (min: number) =>
  `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`

/** The agenda's largest range in days (the six weeks of a month view). */
export const PERIODO_MAXIMO_DIAS = 42

/** Days between two yyyy-MM-dd dates (b − a). */
export const diasEntre = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000)

/** yyyy-MM-dd plus n days (calendar arithmetic in UTC, so no zone shifts it). */
export function somarDias(data: string, n: number): string {
  const d = new Date(`${data}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/** The Monday of the week of a yyyy-MM-dd date (weeks start on Monday in Brazil's shops). */
export function inicioDaSemana(data: string): string {
  const dia = new Date(`${data}T00:00:00Z`).getUTCDay()
  return somarDias(data, dia === 0 ? -6 : 1 - dia)
}
