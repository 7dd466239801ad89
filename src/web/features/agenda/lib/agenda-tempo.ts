import { horaDosMinutos, minutosDaHora } from '../../../../shared/agenda/regras'

/** The end's time of day in the company's zone, from the start's and the duration ('09:00' + 90 → '10:30'). */
export const horaDoFim = (ag: { hora: string; duracao_min: number }) =>
  horaDosMinutos((minutosDaHora(ag.hora) + ag.duracao_min) % 1440)

/** 'qui., 26/11' for a yyyy-MM-dd day (read as a calendar date, no zone involved). */
export function diaCurto(data: string): string {
  const d = new Date(`${data}T12:00:00Z`)
  const semana = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' }).format(d)
  return `${semana} ${data.slice(8)}/${data.slice(5, 7)}`
}

/** 'quinta-feira, 26 de novembro de 2026' */
export function diaLongo(data: string): string {
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${data}T12:00:00Z`),
  )
}
