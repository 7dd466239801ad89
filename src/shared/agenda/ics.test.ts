import { describe, expect, it } from 'vitest'
import { montarIcs, uidDoAgendamento } from './ics'

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

// What a calendar does before reading: unfold (CRLF + space continues the line), then split on CRLF.
const desdobrar = (ics: string) => ics.replace(/\r\n /g, '')
const linhas = (ics: string) => desdobrar(ics).split('\r\n')
/** The lines of the one VEVENT, without BEGIN/END. */
const doEvento = (ics: string) => {
  const l = linhas(ics)
  return l.slice(l.indexOf('BEGIN:VEVENT') + 1, l.indexOf('END:VEVENT'))
}

describe('montarIcs', () => {
  it('writes a published calendar with one VEVENT: UID, DTSTAMP, times in UTC, SEQUENCE and the texts', () => {
    const ics = montarIcs(evento)
    const l = linhas(ics)
    expect(l[0]).toBe('BEGIN:VCALENDAR')
    expect(l).toContain('VERSION:2.0')
    expect(l).toContain('METHOD:PUBLISH')
    expect(l.filter((x) => x === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(doEvento(ics)).toEqual(
      expect.arrayContaining([
        'UID:agendamento-5b0c8a52-2f0e-4d8e-9d7c-1f2a3b4c5d6e@bancada',
        'DTSTAMP:20261128T123456Z',
        'DTSTART:20261204T130000Z',
        'DTEND:20261204T143000Z',
        'SEQUENCE:3',
        'SUMMARY:Revisão\\, troca de óleo\\; Fiat Uno (ABC1D23)',
        'LOCATION:Rua das Flores\\, 120 — Centro — São Paulo/SP',
        'DESCRIPTION:Motivo: revisão\\nTraga o documento do veículo',
        'STATUS:CONFIRMED',
      ]),
    )
    // UTC times need no VTIMEZONE, and no property carries a TZID.
    expect(ics).not.toContain('VTIMEZONE')
    expect(ics).not.toContain('TZID')
  })

  it('keeps the UID of the appointment across versions, and SEQUENCE 0 for the first', () => {
    const outra = doEvento(montarIcs({ ...evento, resumo: 'Outro', sequencia: undefined }))
    expect(outra).toContain(`UID:${evento.uid}`)
    expect(outra).toContain('SEQUENCE:0')
  })

  it("escapes ';' ',' and a line break in the summary, so it stays one property", () => {
    const ics = montarIcs({ ...evento, resumo: 'Oficina Boa; Rápida, Barata\nRevisão\\geral' })
    expect(doEvento(ics).filter((x) => x.startsWith('SUMMARY'))).toEqual([
      'SUMMARY:Oficina Boa\\; Rápida\\, Barata\\nRevisão\\\\geral',
    ])
  })

  it('ends every line with CRLF, the last one too, with no bare CR or LF', () => {
    const ics = montarIcs(evento)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('leaves out an empty location and description and marks a cancelled appointment', () => {
    const ics = montarIcs({ ...evento, local: null, descricao: '', cancelado: true })
    expect(ics).not.toContain('LOCATION')
    expect(ics).not.toContain('DESCRIPTION')
    expect(doEvento(ics)).toContain('STATUS:CANCELLED')
  })

  it("folds a long Portuguese description at 75 octets without splitting a 'ç'", () => {
    const longa = `Observação: ${'ção '.repeat(60)}fim`
    const ics = montarIcs({ ...evento, descricao: longa })
    const fisicas = ics.split('\r\n')
    const enc = new TextEncoder()
    for (const f of fisicas) expect(enc.encode(f).length).toBeLessThanOrEqual(75)
    expect(fisicas.filter((f) => f.startsWith(' ')).length).toBeGreaterThan(3)
    // Unfolding gives the text back exactly, every 'ç' whole (2 octets counted, never half of one).
    expect(doEvento(ics)).toContain(`DESCRIPTION:${longa}`)
  })

  it('refuses an invalid date instead of writing NaN', () => {
    expect(() => montarIcs({ ...evento, inicio: new Date('x') })).toThrow()
  })
})
