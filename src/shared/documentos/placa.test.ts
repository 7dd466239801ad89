import { describe, expect, it } from 'vitest'
import { isValidPlaca, normalizePlaca, placaToAntiga, placaToMercosul, placaVariants } from './placa'

describe('normalizePlaca and isValidPlaca', () => {
  it('uppercases and strips hyphen and spaces', () => {
    expect(normalizePlaca(' abc-1234 ')).toBe('ABC1234')
    expect(normalizePlaca('abc 1c34')).toBe('ABC1C34')
  })

  it.each(['ABC1234', 'ABC-1234', 'abc-1234', 'ABC1C34', 'abc1c34', 'ABC1K34'])('accepts %s', (placa) => {
    expect(isValidPlaca(placa)).toBe(true)
  })

  it.each(['ABC12D3', 'AB1234', 'ABC12345', '1BC1234', 'ABC_1234', 'ABC1C3A', ''])('rejects %s', (placa) => {
    expect(isValidPlaca(placa)).toBe(false)
  })
})

describe('placaToMercosul (DOMAIN-BR conversions)', () => {
  it.each([
    ['ABC1234', 'ABC1C34'],
    ['ABC0123', 'ABC0B23'],
    ['ABC9999', 'ABC9J99'],
  ])('%s → %s', (antiga, mercosul) => {
    expect(placaToMercosul(antiga)).toBe(mercosul)
  })

  it('normalizes first, keeps a Mercosul plate and refuses an invalid one', () => {
    expect(placaToMercosul('abc-1234')).toBe('ABC1C34')
    expect(placaToMercosul('ABC1C34')).toBe('ABC1C34')
    expect(placaToMercosul('ABC12D3')).toBeNull()
  })

  it('maps every 5th digit 0..9 to A..J and back', () => {
    for (let d = 0; d <= 9; d++) {
      const mercosul = placaToMercosul(`XYZ1${d}89`)
      expect(mercosul).toBe(`XYZ1${'ABCDEFGHIJ'[d]}89`)
      expect(placaToAntiga(mercosul ?? '')).toBe(`XYZ1${d}89`)
    }
  })
})

describe('placaToAntiga', () => {
  it('converts the DOMAIN-BR vectors back', () => {
    expect(placaToAntiga('ABC1C34')).toBe('ABC1234')
    expect(placaToAntiga('ABC0B23')).toBe('ABC0123')
    expect(placaToAntiga('ABC9J99')).toBe('ABC9999')
  })

  it('keeps an old plate and has no old form for a 5th letter after J', () => {
    expect(placaToAntiga('ABC-1234')).toBe('ABC1234')
    expect(placaToAntiga('ABC1K34')).toBeNull()
    expect(placaToAntiga('invalid')).toBeNull()
  })
})

describe('placaVariants (search finds a car under either form)', () => {
  it('gives both forms, the typed one first', () => {
    expect(placaVariants('abc-1234')).toEqual(['ABC1234', 'ABC1C34'])
    expect(placaVariants('ABC1C34')).toEqual(['ABC1C34', 'ABC1234'])
  })

  it('gives one form when the other does not exist, and the normalized text when incomplete', () => {
    expect(placaVariants('ABC1K34')).toEqual(['ABC1K34'])
    expect(placaVariants('abc-12')).toEqual(['ABC12'])
    expect(placaVariants(' - ')).toEqual([])
  })
})
