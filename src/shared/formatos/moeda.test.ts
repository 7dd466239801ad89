import { describe, expect, it } from 'vitest'
import { formatCurrency, parseCurrencyInput } from './moeda'

const NBSP = '\u00A0'

describe('formatCurrency (integer centavos → BRL)', () => {
  it('uses a non-breaking space after R$ (DOMAIN-BR)', () => {
    expect(formatCurrency(123456)).toBe(`R$${NBSP}1.234,56`)
    expect(formatCurrency(123456)).not.toBe('R$ 1.234,56')
  })

  it('puts the minus before R$', () => {
    expect(formatCurrency(-123456)).toBe(`-R$${NBSP}1.234,56`)
  })

  it('formats zero, one centavo and large amounts', () => {
    expect(formatCurrency(0)).toBe(`R$${NBSP}0,00`)
    expect(formatCurrency(-0)).toBe(`R$${NBSP}0,00`)
    expect(formatCurrency(1)).toBe(`R$${NBSP}0,01`)
    expect(formatCurrency(10)).toBe(`R$${NBSP}0,10`)
    expect(formatCurrency(123456789012)).toBe(`R$${NBSP}1.234.567.890,12`)
  })

  it('throws on a value that is not integer centavos', () => {
    expect(() => formatCurrency(12.5)).toThrow(RangeError)
    expect(() => formatCurrency(Number.NaN)).toThrow(RangeError)
  })
})

describe('parseCurrencyInput (text → integer centavos)', () => {
  it.each([
    ['1234,5', 123450],
    ['1.234,50', 123450],
    ['R$ 1.234,50', 123450],
    [`R$${NBSP}1.234,50`, 123450],
    ['0,01', 1],
    ['1234', 123400],
    ['1.234', 123400],
    [',5', 50],
    ['1.234.567,89', 123456789],
    ['-R$ 1,00', -100],
    ['-0,00', 0],
  ])('%s → %i', (text, centavos) => {
    expect(parseCurrencyInput(text)).toBe(centavos)
  })

  it.each([
    '',
    'R$',
    'abc',
    '1,234',
    '12.34',
    '1.23,45',
    '1,2,3',
    '--1',
    '1.2345,00',
    '99999999999999999999',
  ])('rejects %s', (text) => {
    expect(parseCurrencyInput(text)).toBeNull()
  })

  it('never returns a float: 0,29 is 29, not 28.999…', () => {
    expect(parseCurrencyInput('0,29')).toBe(29)
    expect(parseCurrencyInput('1.005,35')).toBe(100535)
    expect(Number.isInteger(parseCurrencyInput('4,35'))).toBe(true)
  })

  it('round-trips formatCurrency on 500 seeded values', () => {
    let seed = 986
    for (let n = 0; n < 500; n++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      const centavos = (seed % 20_000_000) - 10_000_000
      expect(parseCurrencyInput(formatCurrency(centavos))).toBe(centavos)
    }
  })
})
