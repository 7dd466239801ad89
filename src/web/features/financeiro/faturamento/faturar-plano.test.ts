import { describe, expect, it } from 'vitest'
import { financeiroMessages as m } from '../../../../shared/financeiro/financeiro.messages'
import { previewFaturamento, vencimentoPadrao } from './faturar-plano'

const base = { total: 100_000, sinal: null, parcelas: 3, vencimentoInicial: '2026-12-22', hoje: '2026-11-22' }

describe('vencimentoPadrao', () => {
  it('is the company today + 30 days, across month and year ends', () => {
    expect(vencimentoPadrao('2026-11-22')).toBe('2026-12-22')
    expect(vencimentoPadrao('2026-01-31')).toBe('2026-03-02')
    expect(vencimentoPadrao('2026-12-15')).toBe('2027-01-14')
  })
})

describe('previewFaturamento', () => {
  it('previews the deposit and the instalments as the server will create them', () => {
    const preview = previewFaturamento({ ...base, sinal: 10_000 })
    expect(preview.ok && preview.plano.map((p) => [p.parcela, p.vencimento, p.valor])).toEqual([
      ['Sinal', '2026-11-22', 10_000],
      ['1/3', '2026-12-22', 30_000],
      ['2/3', '2027-01-22', 30_000],
      ['3/3', '2027-02-22', 30_000],
    ])
  })

  it('reads an empty deposit as none', () => {
    const preview = previewFaturamento(base)
    expect(preview.ok && preview.plano.map((p) => p.valor)).toEqual([33_333, 33_333, 33_334])
  })

  it('names the field and the message of the first problem', () => {
    expect(previewFaturamento({ ...base, sinal: 100_001 })).toEqual({
      ok: false,
      campo: 'sinal',
      erro: m.sinalMaiorQueTotal,
    })
    expect(previewFaturamento({ ...base, sinal: Number.NaN })).toMatchObject({
      campo: 'sinal',
      erro: m.valorInvalido,
    })
    expect(previewFaturamento({ ...base, vencimentoInicial: '' })).toMatchObject({
      campo: 'vencimento_inicial',
      erro: m.vencimentoInvalido,
    })
    expect(previewFaturamento({ ...base, vencimentoInicial: '2026-02-30' })).toMatchObject({
      campo: 'vencimento_inicial',
    })
    expect(previewFaturamento({ ...base, sinal: 99_998 })).toMatchObject({
      campo: 'parcelas',
      erro: m.parcelasDemais,
    })
    expect(previewFaturamento({ ...base, total: 0 })).toMatchObject({ campo: 'total', erro: m.semTotal })
  })

  it('accepts a deposit that pays everything: one paid title and no instalment', () => {
    const preview = previewFaturamento({ ...base, sinal: 100_000 })
    expect(preview.ok && preview.plano).toEqual([
      { parcela: 'Sinal', numero: 0, vencimento: '2026-11-22', valor: 100_000, sinal: true },
    ])
  })
})
