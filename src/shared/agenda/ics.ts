/**
 * An appointment as an iCalendar file (RFC 5545), for the customer's phone calendar: one VEVENT, times in
 * UTC so no VTIMEZONE is needed. Written by hand (no library): one event needs escaping, CRLF and folding,
 * and the same code runs on the server (attachment, download) and could in the browser.
 */
export interface EventoIcs {
  /** Stable per appointment, so a second download updates the event instead of adding another. */
  uid: string
  inicio: Date
  fim: Date
  resumo: string
  local?: string | null
  descricao?: string | null
  /** When this version was made (DTSTAMP); the appointment's last change. */
  carimbo: Date
  /** Grows with each change of the appointment, so calendars replace the older copy. */
  sequencia?: number
  /** Cancelled appointments go out as STATUS:CANCELLED. */
  cancelado?: boolean
}

/** 2026-12-04T13:00:00.000Z → 20261204T130000Z */
export const dataIcs = (d: Date) => {
  if (Number.isNaN(d.getTime())) throw new RangeError('Data inválida')
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export const escaparIcs = (texto: string) =>
  texto
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

const encoder = new TextEncoder()

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): the rest continues on lines starting with a space.
 * Counts UTF-8 bytes and never splits a character ('ç', 'ã' are two bytes).
 */
export function dobrarLinha(linha: string): string {
  const partes: string[] = []
  let atual = ''
  let bytes = 0
  // The continuation's leading space counts towards its 75 octets.
  let limite = 75
  for (const ch of linha) {
    const n = encoder.encode(ch).length
    if (bytes + n > limite) {
      partes.push(atual)
      atual = ''
      bytes = 1
      limite = 75
    }
    atual += ch
    bytes += n
  }
  partes.push(atual)
  return partes.join('\r\n ')
}

/** The whole .ics file, CRLF line endings, every line folded. */
export function montarIcs(e: EventoIcs): string {
  const linhas = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bancada//Agenda//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${dataIcs(e.carimbo)}`,
    `DTSTART:${dataIcs(e.inicio)}`,
    `DTEND:${dataIcs(e.fim)}`,
    `SEQUENCE:${e.sequencia ?? 0}`,
    `SUMMARY:${escaparIcs(e.resumo)}`,
    ...(e.local ? [`LOCATION:${escaparIcs(e.local)}`] : []),
    ...(e.descricao ? [`DESCRIPTION:${escaparIcs(e.descricao)}`] : []),
    `STATUS:${e.cancelado ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${linhas.map(dobrarLinha).join('\r\n')}\r\n`
}

/** The UID of an appointment's event: the same for every download and email of it. */
export const uidDoAgendamento = (id: string) => `agendamento-${id}@bancada`
