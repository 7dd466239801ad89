import { describe, expect, it } from 'vitest'
import { agendamentoStatus } from './agenda'
import {
  conflitosDe,
  duracaoLegivel,
  type Intervalo,
  inicioDaSemana,
  minutosDoDia,
  podeIrPara,
  sobrepoe,
  somarDias,
  transicoesDoAgendamento,
} from './regras'

const H = 3_600_000
const ag = (id: string, de: number, ate: number, extra: Partial<Intervalo> = {}): Intervalo => ({
  id,
  inicio: de * H,
  fim: ate * H,
  tecnico_id: 't1',
  box: null,
  status: 'agendado',
  ...extra,
})

describe('status transitions', () => {
  it('follows the table and makes chegou final', () => {
    expect(podeIrPara('agendado', 'confirmado')).toBe(true)
    expect(podeIrPara('agendado', 'chegou')).toBe(true)
    expect(podeIrPara('confirmado', 'agendado')).toBe(false)
    expect(podeIrPara('confirmado', 'nao_compareceu')).toBe(true)
    expect(podeIrPara('cancelado', 'agendado')).toBe(true)
    expect(podeIrPara('cancelado', 'confirmado')).toBe(false)
    expect(podeIrPara('nao_compareceu', 'agendado')).toBe(true)
    for (const s of agendamentoStatus) expect(podeIrPara('chegou', s)).toBe(false)
    // Every status has a row, and no status goes to itself.
    for (const s of agendamentoStatus) expect(transicoesDoAgendamento[s]).not.toContain(s)
  })
})

describe('overlap detection', () => {
  it('treats intervals as half-open', () => {
    expect(sobrepoe({ inicio: 9, fim: 10 }, { inicio: 10, fim: 11 })).toBe(false)
    expect(sobrepoe({ inicio: 9, fim: 10 }, { inicio: 9.5, fim: 9.75 })).toBe(true)
  })

  it('marks the same technician or bay at the same time, both ways', () => {
    const c = conflitosDe([
      ag('a', 9, 10),
      ag('b', 9.5, 11),
      ag('c', 10, 11, { tecnico_id: 't2' }),
      ag('d', 10.5, 12, { tecnico_id: 't3', box: 'Box 1' }),
      ag('e', 11, 12, { tecnico_id: null, box: 'Box 1' }),
    ])
    expect(c.get('a')).toEqual(['b'])
    expect(c.get('b')).toEqual(['a'])
    expect(c.get('c')).toEqual([])
    expect(c.get('d')).toEqual(['e'])
    expect(c.get('e')).toEqual(['d'])
  })

  it('ignores cancelled and missed appointments and appointments with neither technician nor bay', () => {
    const c = conflitosDe([
      ag('a', 9, 10),
      ag('b', 9, 10, { status: 'cancelado' }),
      ag('c', 9, 10, { status: 'nao_compareceu' }),
      ag('d', 9, 10, { tecnico_id: null }),
      ag('e', 9, 10, { tecnico_id: null }),
    ])
    for (const id of ['a', 'b', 'c', 'd', 'e']) expect(c.get(id)).toEqual([])
  })

  it('finds a long appointment overlapping a later one past shorter ones', () => {
    const c = conflitosDe([ag('longo', 8, 17), ag('x', 9, 10, { tecnico_id: 't2' }), ag('y', 15, 16)])
    expect(c.get('longo')).toEqual(['y'])
  })
})

describe('dates and capacity helpers', () => {
  it('counts the working day and writes durations', () => {
    expect(minutosDoDia('08:00', '18:00')).toBe(600)
    expect(minutosDoDia('18:00', '08:00')).toBe(0)
    expect(duracaoLegivel(90)).toBe('1h30')
    expect(duracaoLegivel(600)).toBe('10h')
    expect(duracaoLegivel(45)).toBe('45min')
  })

  it('adds days across months and finds the Monday', () => {
    expect(somarDias('2026-11-30', 1)).toBe('2026-12-01')
    expect(somarDias('2026-03-01', -1)).toBe('2026-02-28')
    expect(inicioDaSemana('2026-11-29')).toBe('2026-11-23') // Sunday
    expect(inicioDaSemana('2026-11-23')).toBe('2026-11-23') // Monday
    expect(inicioDaSemana('2026-11-26')).toBe('2026-11-23')
  })
})
