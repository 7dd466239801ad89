/** The default company time zone (DESIGN §4); Brazil has had no daylight saving since 2019. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo'

const DATE_ONLY_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const formatters = new Map<string, Intl.DateTimeFormat>()

// Creating an Intl.DateTimeFormat is costly, and lists format many dates in the same zone.
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

// The calendar date of an instant as seen in a zone, read from parts so no locale order is assumed.
const isoDateInTimeZone = (instant: Date, timeZone: string): string => {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Data inválida')
  const parts = formatterFor(timeZone).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`
}

const isRealDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * `2026-11-22` → `22/11/2026`. A date-only string is reformatted as text, so no time zone can shift
 * it a day; an instant (Date or ISO timestamp) shows its calendar date in `timeZone`. Throws on bad input.
 */
export const formatDate = (value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string => {
  const iso = typeof value === 'string' && DATE_ONLY_RE.test(value) ? value : null
  const date = iso ?? isoDateInTimeZone(typeof value === 'string' ? new Date(value) : value, timeZone)
  const [, year, month, day] = DATE_ONLY_RE.exec(date) ?? []
  if (!year || !isRealDate(Number(year), Number(month), Number(day))) {
    throw new RangeError(`Data inválida: ${String(value)}`)
  }
  return `${day}/${month}/${year}`
}

/** Calendar days from one `yyyy-MM-dd` to another (negative when `ate` comes first). */
export const diasEntre = (de: string, ate: string): number =>
  // Date-only ISO strings parse as UTC midnight: no zone or daylight saving in between.
  Math.round((Date.parse(ate) - Date.parse(de)) / 86_400_000)

const lastToday = new Map<string, { second: number; date: string }>()

/** Today's date (`yyyy-MM-dd`) in the company's zone: due dates and month boundaries use it, not UTC. */
export const todayInTimeZone = (timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string => {
  // Every request asks, and reading a zone's date is costly. Zone offsets are whole minutes, so all the
  // instants of one UTC second share a calendar date: the last answer per zone holds for its second.
  const second = Math.floor(now.getTime() / 1000)
  const last = lastToday.get(timeZone)
  if (last?.second === second) return last.date
  const date = isoDateInTimeZone(now, timeZone)
  lastToday.set(timeZone, { second, date })
  return date
}

/** A date (or an instant's date in `timeZone`) as `22/11/2026`; '—' when absent or unreadable. */
export function formatDateOrDash(value: string | null | undefined, timeZone = DEFAULT_TIME_ZONE): string {
  if (!value) return '—'
  try {
    return formatDate(value, timeZone)
  } catch {
    return '—'
  }
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>()

const dateTimeFormatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = dateTimeFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('pt-BR', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    dateTimeFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** An instant as `22/11/2026 14:05` in `timeZone`; '—' when absent or unreadable. */
export function formatDateTime(value: string | null | undefined, timeZone = DEFAULT_TIME_ZONE): string {
  if (!value) return '—'
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return '—'
  const parts = dateTimeFormatterFor(timeZone).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`
}
