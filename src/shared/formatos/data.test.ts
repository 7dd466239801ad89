import { describe, expect, it } from 'vitest'
import {
  DEFAULT_TIME_ZONE,
  diasEntre,
  formatDate,
  formatDateOrDash,
  formatDateTime,
  todayInTimeZone,
} from './data'

describe('formatDate', () => {
  it('reformats a date-only string as dd/MM/yyyy', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026')
    expect(formatDate('2026-01-01')).toBe('01/01/2026')
  })

  it('never shifts a date-only string, whatever the zone', () => {
    expect(formatDate('2026-11-22', 'Pacific/Kiritimati')).toBe('22/11/2026')
    expect(formatDate('2026-11-22', 'Pacific/Pago_Pago')).toBe('22/11/2026')
  })

  it('shows an instant on its calendar date in the zone', () => {
    // 02:00 UTC on 1 Jan is still 31 Dec in São Paulo (UTC−3).
    expect(formatDate('2026-01-01T02:00:00Z')).toBe('31/12/2025')
    expect(formatDate(new Date('2026-01-01T02:00:00Z'), 'UTC')).toBe('01/01/2026')
  })

  it.each(['2026-02-30', '2026-13-01', '22/11/2026', 'amanhã', ''])('throws on %s', (value) => {
    expect(() => formatDate(value)).toThrow(RangeError)
  })

  it('accepts 29 February only in a leap year', () => {
    expect(formatDate('2028-02-29')).toBe('29/02/2028')
    expect(() => formatDate('2026-02-29')).toThrow(RangeError)
  })
})

describe('diasEntre', () => {
  it('counts calendar days, across months, a leap day and the old daylight-saving dates', () => {
    expect(diasEntre('2026-11-28', '2026-11-28')).toBe(0)
    expect(diasEntre('2026-11-28', '2026-12-05')).toBe(7)
    expect(diasEntre('2026-12-05', '2026-11-28')).toBe(-7)
    expect(diasEntre('2028-02-28', '2028-03-01')).toBe(2)
    expect(diasEntre('2018-11-03', '2018-11-05')).toBe(2)
  })
})

describe('todayInTimeZone', () => {
  it('defaults to São Paulo', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/Sao_Paulo')
    expect(todayInTimeZone(undefined, new Date('2026-03-01T02:59:00Z'))).toBe('2026-02-28')
    expect(todayInTimeZone(undefined, new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01')
  })

  it('has no daylight saving in São Paulo: midnight is 03:00 UTC in January too', () => {
    expect(todayInTimeZone(DEFAULT_TIME_ZONE, new Date('2026-01-15T02:59:00Z'))).toBe('2026-01-14')
    expect(todayInTimeZone(DEFAULT_TIME_ZONE, new Date('2026-01-15T03:00:00Z'))).toBe('2026-01-15')
  })

  it('follows the company zone (Manaus is UTC−4)', () => {
    const now = new Date('2026-01-01T03:30:00Z')
    expect(todayInTimeZone('America/Sao_Paulo', now)).toBe('2026-01-01')
    expect(todayInTimeZone('America/Manaus', now)).toBe('2025-12-31')
  })

  it('answers each second and zone on its own, across a midnight and between zones', () => {
    // The last millisecond of a day and the first of the next, asked in a row.
    expect(todayInTimeZone(DEFAULT_TIME_ZONE, new Date('2026-05-10T02:59:59.999Z'))).toBe('2026-05-09')
    expect(todayInTimeZone(DEFAULT_TIME_ZONE, new Date('2026-05-10T03:00:00.000Z'))).toBe('2026-05-10')
    expect(todayInTimeZone(DEFAULT_TIME_ZONE, new Date('2026-05-10T02:59:59.000Z'))).toBe('2026-05-09')
    // The same second in two zones.
    const now = new Date('2026-05-10T03:30:00.500Z')
    expect(todayInTimeZone('America/Sao_Paulo', now)).toBe('2026-05-10')
    expect(todayInTimeZone('America/Manaus', now)).toBe('2026-05-09')
    expect(todayInTimeZone('America/Sao_Paulo', now)).toBe('2026-05-10')
  })

  it('uses the real clock by default', () => {
    expect(todayInTimeZone()).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})

describe('formatDateOrDash and formatDateTime', () => {
  it('read a date or an instant in the zone, and a dash when there is none', () => {
    expect(formatDateOrDash('2026-11-22')).toBe('22/11/2026')
    expect(formatDateOrDash('2026-11-23T01:30:00Z')).toBe('22/11/2026')
    expect(formatDateTime('2026-11-22T17:05:00Z')).toBe('22/11/2026 14:05')
    for (const absent of [null, undefined, '', 'ontem']) {
      expect(formatDateOrDash(absent)).toBe('—')
      expect(formatDateTime(absent)).toBe('—')
    }
  })
})
