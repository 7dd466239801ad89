import { DEFAULT_TIME_ZONE, formatDate } from '../../../../shared/formatos/data'
import { formatNumero } from '../../../../shared/formatos/exibir'

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>()

function dateTimeFormatter(timeZone: string): Intl.DateTimeFormat {
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

/** An instant as `22/11/2026 14:05` in the company's zone; '—' when absent or unreadable. */
export function formatDateTime(value: string | null | undefined, timeZone = DEFAULT_TIME_ZONE): string {
  if (!value) return '—'
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return '—'
  const parts = dateTimeFormatter(timeZone).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`
}

/** A date (or an instant's date in the company's zone) as `22/11/2026`; '—' when absent or unreadable. */
export function formatDia(value: string | null | undefined, timeZone = DEFAULT_TIME_ZONE): string {
  if (!value) return '—'
  try {
    return formatDate(value, timeZone)
  } catch {
    return '—'
  }
}

/** `1.234` km with pt-BR thousands; '—' when not recorded. */
export function formatKm(km: number | null | undefined): string {
  return km === null || km === undefined ? '—' : `${formatNumero(km)} km`
}
