import { formatDate } from '../formatos/data'
import { formatPlaca } from '../formatos/exibir'

/** The shop's address in one line for messages and the calendar: 'Rua X, 120 — Centro — Cidade/UF'. */
export function enderecoDaEmpresa(e: {
  endereco: string | null
  numero: string | null
  bairro: string | null
  cidade: string | null
  uf: string | null
}): string | null {
  const rua = e.endereco ? [e.endereco, e.numero].filter(Boolean).join(', ') : null
  const cidade = e.cidade ? [e.cidade, e.uf].filter(Boolean).join('/') : null
  return [rua, e.bairro, cidade].filter(Boolean).join(' — ') || null
}

/** 'Fiat Uno (ABC-1D23)' */
export const veiculoDoAgendamento = (v: { marca: string; modelo: string; placa: string } | null) =>
  v ? `${v.marca} ${v.modelo} (${formatPlaca(v.placa)})` : null

const horaFormatters = new Map<string, Intl.DateTimeFormat>()

/** An instant's time in the company's zone: '09:30'. */
export function horaNoFuso(instante: Date | string, timeZone: string): string {
  let f = horaFormatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('pt-BR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    horaFormatters.set(timeZone, f)
  }
  return f.format(typeof instante === 'string' ? new Date(instante) : instante)
}

const diaFormatters = new Map<string, Intl.DateTimeFormat>()

/** The weekday in the company's zone: 'sexta-feira'. */
export function diaDaSemana(instante: Date | string, timeZone: string): string {
  let f = diaFormatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('pt-BR', { timeZone, weekday: 'long' })
    diaFormatters.set(timeZone, f)
  }
  return f.format(typeof instante === 'string' ? new Date(instante) : instante)
}

/** '04/12/2026 (sexta-feira)' — the date the customer reads, in the company's zone. */
export const dataDoAgendamento = (instante: Date | string, timeZone: string) =>
  `${formatDate(instante instanceof Date ? instante : new Date(instante), timeZone)} (${diaDaSemana(instante, timeZone)})`
