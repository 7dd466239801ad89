import { describe, expect, it } from 'vitest'
import { dataKmEstimada, kmPorDia, mesDe, proximaRevisao, ultimaLeitura } from './regras'

describe('proximaRevisao', () => {
  const entrega = { dia: '2026-03-10', kmEntrada: 42_000, kmAtualVeiculo: 40_000 }

  it('adds the months to the delivery day and the km to the OS entry km', () => {
    expect(proximaRevisao({ meses: 6, km: 10_000 }, entrega)).toEqual({
      data_prevista: '2026-09-10',
      km_previsto: 52_000,
    })
  })

  it('clamps the end of a month (31/01 + 1 month is the last day of February)', () => {
    const r = { meses: 1, km: null }
    expect(proximaRevisao(r, { ...entrega, dia: '2026-01-31' })?.data_prevista).toBe('2026-02-28')
    expect(proximaRevisao(r, { ...entrega, dia: '2028-01-31' })?.data_prevista).toBe('2028-02-29')
    expect(proximaRevisao({ meses: 12, km: null }, { ...entrega, dia: '2026-12-15' })?.data_prevista).toBe(
      '2027-12-15',
    )
  })

  it("falls back to the vehicle's km when the OS has none, and to the date alone without either", () => {
    expect(proximaRevisao({ meses: 6, km: 5000 }, { ...entrega, kmEntrada: null })?.km_previsto).toBe(45_000)
    expect(
      proximaRevisao({ meses: 6, km: 5000 }, { dia: '2026-03-10', kmEntrada: null, kmAtualVeiculo: null }),
    ).toEqual({ data_prevista: '2026-09-10', km_previsto: null })
  })

  it('km only, and nothing when neither the date nor the km can be known', () => {
    expect(proximaRevisao({ meses: null, km: 10_000 }, entrega)).toEqual({
      data_prevista: null,
      km_previsto: 52_000,
    })
    expect(
      proximaRevisao(
        { meses: null, km: 10_000 },
        { dia: '2026-03-10', kmEntrada: null, kmAtualVeiculo: null },
      ),
    ).toBeNull()
    expect(proximaRevisao({ meses: null, km: null }, entrega)).toBeNull()
  })
})

describe('kmPorDia', () => {
  it('divides the km between the lowest and highest reading by the days between the first and last', () => {
    expect(
      kmPorDia([
        { dia: '2026-01-01', km: 10_000 },
        { dia: '2026-04-11', km: 13_000 },
        { dia: '2026-02-01', km: 11_000 },
      ]),
    ).toBe(30)
  })

  it('is null with fewer than two readings, on the same day, or without movement', () => {
    expect(kmPorDia([])).toBeNull()
    expect(kmPorDia([{ dia: '2026-01-01', km: 10_000 }])).toBeNull()
    expect(
      kmPorDia([
        { dia: '2026-01-01', km: 10_000 },
        { dia: '2026-01-01', km: 10_500 },
      ]),
    ).toBeNull()
    expect(
      kmPorDia([
        { dia: '2026-01-01', km: 10_000 },
        { dia: '2026-03-01', km: 10_000 },
      ]),
    ).toBeNull()
  })
})

describe('dataKmEstimada', () => {
  const ultima = { dia: '2026-04-11', km: 13_000 }

  it('adds the days the missing km take at the average, rounded up', () => {
    // 1 000 km at 30 km/day: 33.3 → 34 days.
    expect(dataKmEstimada(14_000, ultima, 30, '2026-04-11')).toBe('2026-05-15')
  })

  it('is today when the km was already reached or the estimate has passed', () => {
    expect(dataKmEstimada(12_000, ultima, 30, '2026-06-01')).toBe('2026-06-01')
    expect(dataKmEstimada(13_300, ultima, 30, '2026-06-01')).toBe('2026-06-01')
  })

  it('is null without a km, a reading or an average', () => {
    expect(dataKmEstimada(null, ultima, 30, '2026-04-11')).toBeNull()
    expect(dataKmEstimada(14_000, null, 30, '2026-04-11')).toBeNull()
    expect(dataKmEstimada(14_000, ultima, null, '2026-04-11')).toBeNull()
  })
})

describe('ultimaLeitura and mesDe', () => {
  it('takes the latest day, the highest km on a tie', () => {
    expect(
      ultimaLeitura([
        { dia: '2026-02-01', km: 5 },
        { dia: '2026-03-01', km: 7 },
        { dia: '2026-03-01', km: 9 },
      ]),
    ).toEqual({ dia: '2026-03-01', km: 9 })
    expect(ultimaLeitura([])).toBeNull()
  })

  it('gives the first and last day of the month', () => {
    expect(mesDe('2026-02-14')).toEqual({ inicio: '2026-02-01', fim: '2026-02-28' })
    expect(mesDe('2026-12-31')).toEqual({ inicio: '2026-12-01', fim: '2026-12-31' })
  })
})
