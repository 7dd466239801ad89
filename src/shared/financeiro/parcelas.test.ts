import { describe, expect, it } from 'vitest'
import { planoDeParcelas } from './parcelas'

const base = { sinal: 0, vencimentoInicial: '2026-12-22', hoje: '2026-11-22' }

describe('planoDeParcelas', () => {
  it('splits R$ 1.000,00 in 3 as 333,33 + 333,33 + 333,34', () => {
    const plano = planoDeParcelas({ ...base, total: 100_000, parcelas: 3 })
    expect(plano.map((p) => [p.parcela, p.valor, p.vencimento])).toEqual([
      ['1/3', 33_333, '2026-12-22'],
      ['2/3', 33_333, '2027-01-22'],
      ['3/3', 33_334, '2027-02-22'],
    ])
    expect(plano.every((p) => !p.sinal)).toBe(true)
  })

  it('turns the deposit into a paid title dated today and splits the rest', () => {
    const plano = planoDeParcelas({ ...base, total: 100_000, sinal: 20_000, parcelas: 2 })
    expect(plano).toEqual([
      { parcela: 'Sinal', numero: 0, vencimento: '2026-11-22', valor: 20_000, sinal: true },
      { parcela: '1/2', numero: 1, vencimento: '2026-12-22', valor: 40_000, sinal: false },
      { parcela: '2/2', numero: 2, vencimento: '2027-01-22', valor: 40_000, sinal: false },
    ])
  })

  it('clamps due dates to the last day of shorter months without drifting', () => {
    const plano = planoDeParcelas({ ...base, total: 40_000, parcelas: 4, vencimentoInicial: '2027-01-31' })
    expect(plano.map((p) => p.vencimento)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30'])
  })

  it('lands on 29 February in a leap year and crosses the year end', () => {
    const plano = planoDeParcelas({ ...base, total: 30_000, parcelas: 3, vencimentoInicial: '2027-12-31' })
    expect(plano.map((p) => p.vencimento)).toEqual(['2027-12-31', '2028-01-31', '2028-02-29'])
  })

  it('keeps the sum equal to the total for every count', () => {
    for (let parcelas = 1; parcelas <= 12; parcelas++) {
      const plano = planoDeParcelas({ ...base, total: 123_457, sinal: 1_001, parcelas })
      expect(plano.reduce((s, p) => s + p.valor, 0)).toBe(123_457)
      expect(plano.filter((p) => !p.sinal)).toHaveLength(parcelas)
    }
  })

  it('has no instalment when the deposit pays everything, and never a zero title', () => {
    expect(planoDeParcelas({ ...base, total: 5_000, sinal: 5_000, parcelas: 3 })).toEqual([
      { parcela: 'Sinal', numero: 0, vencimento: '2026-11-22', valor: 5_000, sinal: true },
    ])
    expect(() => planoDeParcelas({ ...base, total: 2, parcelas: 3 })).toThrow(RangeError)
  })

  it('refuses a deposit above the total and counts outside 1–12', () => {
    expect(() => planoDeParcelas({ ...base, total: 100, sinal: 101, parcelas: 1 })).toThrow(RangeError)
    expect(() => planoDeParcelas({ ...base, total: 100, parcelas: 0 })).toThrow(RangeError)
    expect(() => planoDeParcelas({ ...base, total: 100, parcelas: 13 })).toThrow(RangeError)
  })
})
