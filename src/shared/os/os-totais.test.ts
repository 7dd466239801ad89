import { describe, expect, it } from 'vitest'
import { computeTotais, discountFromPercent, lineGross, lineSubtotal, percentFromDiscount } from './os-totais'

describe('OS line maths (centavos, quantities with 3 decimals)', () => {
  it('rounds quantity × unit value to the centavo without float drift', () => {
    expect(lineGross(1.5, 8990)).toBe(13485)
    expect(lineGross(0.333, 100)).toBe(33)
    expect(lineGross(3, 3333)).toBe(9999)
    expect(lineGross(0.1, 3)).toBe(0)
    expect(lineGross(2.005, 1001)).toBe(2007)
  })

  it('keeps percent and value in step', () => {
    expect(discountFromPercent(1, 35000, 10)).toBe(3500)
    expect(discountFromPercent(3, 3333, 10)).toBe(1000)
    expect(discountFromPercent(1, 999, 12.5)).toBe(125)
    expect(percentFromDiscount(1, 35000, 3500)).toBe(10)
    expect(percentFromDiscount(3, 3333, 1000)).toBe(10)
    expect(percentFromDiscount(1, 0, 100)).toBe(0)
    expect(percentFromDiscount(1, 1000, 5000)).toBe(100)
  })

  it('never gives a negative subtotal', () => {
    expect(lineSubtotal({ quantidade: 2, valor_unitario: 1000, desconto_valor: 500 })).toBe(1500)
    expect(lineSubtotal({ quantidade: 1, valor_unitario: 1000, desconto_valor: 5000 })).toBe(0)
  })
})

describe('computeTotais', () => {
  const itens = [
    { tipo: 'servico' as const, quantidade: 1, valor_unitario: 35000, desconto_valor: 3500 },
    { tipo: 'servico' as const, quantidade: 2, valor_unitario: 10000, desconto_valor: 0 },
    { tipo: 'produto' as const, quantidade: 1.5, valor_unitario: 8990, desconto_valor: 0 },
  ]
  const base = {
    itens,
    desconto_tipo: null,
    desconto_percentual: null,
    desconto_valor: 0,
    acrescimos_valor: 0,
  }

  it('sums services and products apart', () => {
    expect(computeTotais(base)).toEqual({
      subtotal_servicos: 51500,
      subtotal_produtos: 13485,
      desconto_valor: 0,
      acrescimos_valor: 0,
      total_geral: 64985,
    })
  })

  it('takes the OS discount as a value or a percent of the items, then adds surcharges', () => {
    expect(
      computeTotais({ ...base, desconto_tipo: 'valor', desconto_valor: 4985, acrescimos_valor: 1000 })
        .total_geral,
    ).toBe(61000)
    const percent = computeTotais({
      ...base,
      desconto_tipo: 'percentual',
      desconto_percentual: 10,
      desconto_valor: 1,
    })
    expect(percent.desconto_valor).toBe(6499)
    expect(percent.total_geral).toBe(58486)
  })

  it('ignores a discount value without a discount type and never goes below zero', () => {
    expect(computeTotais({ ...base, desconto_valor: 999 }).total_geral).toBe(64985)
    expect(computeTotais({ ...base, desconto_tipo: 'valor', desconto_valor: 10_000_000 }).total_geral).toBe(0)
    expect(computeTotais({ ...base, itens: [] }).total_geral).toBe(0)
  })
})
