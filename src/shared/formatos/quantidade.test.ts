import { describe, expect, it } from 'vitest'
import { formatQuantidade, parseQuantidade } from './quantidade'

describe('formatQuantidade', () => {
  it('writes pt-BR with up to 3 decimals and no trailing zeros', () => {
    expect(formatQuantidade(2)).toBe('2')
    expect(formatQuantidade(1.5)).toBe('1,5')
    expect(formatQuantidade(0.125)).toBe('0,125')
    expect(formatQuantidade(1234.5)).toBe('1.234,5')
    expect(formatQuantidade(1.0004)).toBe('1')
    expect(formatQuantidade(-0)).toBe('0')
  })

  it('throws on a non-finite number', () => {
    expect(() => formatQuantidade(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('parseQuantidade', () => {
  it.each([
    ['2', 2],
    ['1,5', 1.5],
    ['0,125', 0.125],
    ['1.234,567', 1234.567],
    [' 3 ', 3],
  ])('%s → %d', (text, quantidade) => {
    expect(parseQuantidade(text)).toBe(quantidade)
  })

  it.each(['', 'abc', '1,2345', '-1', '1.5', '1,5,0'])('rejects %s', (text) => {
    expect(parseQuantidade(text)).toBeNull()
  })

  it('round-trips formatQuantidade on every thousandth from 0 to 5', () => {
    for (let milesimos = 0; milesimos <= 5_000; milesimos++) {
      const quantidade = milesimos / 1000
      expect(parseQuantidade(formatQuantidade(quantidade))).toBe(quantidade)
    }
  })
})
