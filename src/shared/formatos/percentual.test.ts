import { describe, expect, it } from 'vitest'
import { bpParaPercentual, percentualParaBp, percentualParaTela } from './percentual'

describe('charge percentages', () => {
  it('reads a percentage typed with a comma or a point, up to 2 decimals', () => {
    expect(percentualParaBp('2')).toBe(200)
    expect(percentualParaBp('2,5')).toBe(250)
    expect(percentualParaBp('0.33')).toBe(33)
    expect(percentualParaBp(' 10,05 ')).toBe(1005)
  })

  it('refuses what is not a percentage', () => {
    for (const t of ['', 'abc', '2,555', '-1', '1e2', '2,']) expect(percentualParaBp(t)).toBeUndefined()
  })

  it("writes the API Pix's valorPerc", () => {
    expect(bpParaPercentual(250)).toBe('2.50')
    expect(bpParaPercentual(5)).toBe('0.05')
    expect(bpParaPercentual(1000)).toBe('10.00')
  })
})

describe('percentualParaTela', () => {
  it("shows the API's percentages as typed in Brazil, anything else as it came", () => {
    expect(percentualParaTela('2.50')).toBe('2,5')
    expect(percentualParaTela('3.00')).toBe('3')
    expect(percentualParaTela('0.05')).toBe('0,05')
    expect(percentualParaTela('10.10')).toBe('10,1')
    expect(percentualParaTela('')).toBe('')
    expect(percentualParaTela('abc')).toBe('abc')
  })
})
