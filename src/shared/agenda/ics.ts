import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

/**
 * An appointment as an iCalendar file (RFC 5545), for the customer's phone calendar: one VEVENT, times in
 * UTC so no VTIMEZONE is needed. ical-generator does the escaping, the 75-octet folding and the CRLFs.
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

/** The whole .ics file, CRLF line endings, every line folded. */
export function montarIcs(e: EventoIcs): string {
  // No calendar timezone: plain Dates are written in UTC (DTSTART:20261204T130000Z).
  const calendario = new ICalCalendar({
    prodId: '//Bancada//Agenda//PT-BR',
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
  })
  calendario.createEvent({
    id: e.uid,
    stamp: e.carimbo,
    start: e.inicio,
    end: e.fim,
    sequence: e.sequencia ?? 0,
    summary: e.resumo,
    location: e.local || null,
    description: e.descricao || null,
    status: e.cancelado ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  // RFC 5545 ends every content line with CRLF, the last one too; the library leaves the last one bare.
  return `${calendario.toString()}\r\n`
}

/** The UID of an appointment's event: the same for every download and email of it. */
export const uidDoAgendamento = (id: string) => `agendamento-${id}@bancada`
