import { describe, expect, it } from 'vitest'
import { dobrarLinha, escaparIcs, montarIcs, uidDoAgendamento } from './ics'

const evento = {
  uid: uidDoAgendamento('5b0c8a52-2f0e-4d8e-9d7c-1f2a3b4c5d6e'),
  // 10:00 in São Paulo (UTC-3).
  inicio: new Date('2026-12-04T13:00:00.000Z'),
  fim: new Date('2026-12-04T14:30:00.000Z'),
  resumo: 'Revisão, troca de óleo; Fiat Uno (ABC1D23)',
  local: 'Rua das Flores, 120 — Centro — São Paulo/SP',
  descricao: 'Motivo: revisão\nTraga o documento do veículo',
  carimbo: new Date('2026-11-28T12:34:56.789Z'),
  sequencia: 3,
}

const desdobrar = (ics: string) => ics.replace(/\r\n /g, '')
const linhas = (ics: string) => desdobrar(ics).split('\r\n')

describe('montarIcs', () => {
  it('writes one VEVENT with the times in UTC, summary, location and a stable UID', () => {
    const ics = montarIcs(evento)
    const l = linhas(ics)
    expect(l[0]).toBe('BEGIN:VCALENDAR')
    expect(l).toContain('VERSION:2.0')
    expect(l).toContain('DTSTART:20261204T130000Z')
    expect(l).toContain('DTEND:20261204T143000Z')
    expect(l).toContain('DTSTAMP:20261128T123456Z')
    expect(l).toContain('SEQUENCE:3')
    expect(l).toContain('UID:agendamento-5b0c8a52-2f0e-4d8e-9d7c-1f2a3b4c5d6e@bancada')
    expect(l).toContain('SUMMARY:Revisão\\, troca de óleo\\; Fiat Uno (ABC1D23)')
    expect(l).toContain('LOCATION:Rua das Flores\\, 120 — Centro — São Paulo/SP')
    expect(l).toContain('DESCRIPTION:Motivo: revisão\\nTraga o documento do veículo')
    expect(l).toContain('STATUS:CONFIRMED')
    expect(l.filter((x) => x === 'BEGIN:VEVENT')).toHaveLength(1)
    // The same appointment, another version: the same UID.
    expect(montarIcs({ ...evento, resumo: 'Outro' })).toContain(`UID:${evento.uid}`)
  })

  it('ends every line with CRLF, with no bare LF anywhere', () => {
    const ics = montarIcs(evento)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('leaves out an empty location and marks a cancelled appointment', () => {
    const ics = montarIcs({ ...evento, local: null, cancelado: true })
    expect(ics).not.toContain('LOCATION')
    expect(ics).toContain('STATUS:CANCELLED')
  })

  it('folds long lines at 75 octets without splitting a multi-byte character', () => {
    const longa = `Observação: ${'ção '.repeat(60)}fim`
    const ics = montarIcs({ ...evento, descricao: longa })
    const fisicas = ics.split('\r\n')
    const enc = new TextEncoder()
    for (const f of fisicas) expect(enc.encode(f).length).toBeLessThanOrEqual(75)
    expect(fisicas.filter((f) => f.startsWith(' ')).length).toBeGreaterThan(3)
    // Unfolding gives the line back exactly, every 'ç' whole.
    expect(linhas(ics)).toContain(`DESCRIPTION:${escaparIcs(longa)}`)
    expect(ics).not.toContain('\uFFFD')
  })
})

describe('escaparIcs and dobrarLinha', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escaparIcs('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng')
  })

  it('keeps a line of exactly 75 octets whole and folds the 76th', () => {
    expect(dobrarLinha('x'.repeat(75))).toBe('x'.repeat(75))
    expect(dobrarLinha('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`)
    // 74 ASCII + 'é' (2 octets) would be 76: the 'é' goes whole to the next line.
    expect(dobrarLinha(`${'x'.repeat(74)}é`)).toBe(`${'x'.repeat(74)}\r\n é`)
  })
})
