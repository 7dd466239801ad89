import { describe, expect, it } from 'vitest'
import { CNPJ_INVALIDO, cnpjCheckDigits, isValidCnpj, normalizeCnpj } from './cnpj'

describe('isValidCnpj (DOMAIN-BR vectors, numeric and alphanumeric)', () => {
  it.each([
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    'A3.170.7X3/0001-36',
    'Q0.SLF.MBD/7VX4-39',
    '11.222.333/0001-81',
    '54.550.752/0001-55',
  ])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true)
  })

  it.each(['12.ABC.345/01DE-34', '11111111111111'])('rejects %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false)
  })

  it('accepts lowercase input, since the value is uppercased first', () => {
    expect(isValidCnpj('12abc34501de35')).toBe(true)
    expect(isValidCnpj('q0.slf.mbd/7vx4-39')).toBe(true)
  })

  it('rejects all-equal numeric CNPJs, letters in the check digits and wrong lengths', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCnpj(String(d).repeat(14))).toBe(false)
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false)
    expect(isValidCnpj('12ABC34501DE3')).toBe(false)
    expect(isValidCnpj('12#ABC34501DE35')).toBe(false)
    expect(isValidCnpj('')).toBe(false)
  })
})

describe('cnpjCheckDigits', () => {
  it.each([
    ['A12223330001', '50'],
    ['B12223330001', '03'],
    ['C12223330001', '67'],
    ['D12223330001', '10'],
    ['E12223330001', '74'],
  ])('%s → %s (DOMAIN-BR)', (base, digits) => {
    expect(cnpjCheckDigits(base)).toBe(digits)
  })

  it.each([
    ['12ABC34501DE', '35'],
    ['A31707X30001', '36'],
    ['Q0SLFMBD7VX4', '39'],
    ['112223330001', '81'],
    ['545507520001', '55'],
  ])('gives the check digits of the valid vector %s', (base, digits) => {
    expect(cnpjCheckDigits(base)).toBe(digits)
  })

  it('accepts a masked or lowercase base', () => {
    expect(cnpjCheckDigits('12.abc.345/01de')).toBe('35')
  })

  it('throws on a base that is not 12 of [0-9A-Z]', () => {
    expect(() => cnpjCheckDigits('12ABC34501D')).toThrow(RangeError)
    expect(() => cnpjCheckDigits('12ABC34501DEF')).toThrow(RangeError)
  })

  it('agrees with the library validator on 300 seeded alphanumeric bases', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    let seed = 2229
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed
    }
    for (let n = 0; n < 300; n++) {
      const base = Array.from({ length: 12 }, () => alphabet[next() % alphabet.length]).join('')
      const digits = cnpjCheckDigits(base)
      expect(digits).toMatch(/^\d{2}$/)
      expect(isValidCnpj(`${base}${digits}`)).toBe(true)
      expect(isValidCnpj(`${base}${digits[0]}${(Number(digits[1]) + 1) % 10}`)).toBe(false)
    }
  })
})

describe('normalizeCnpj', () => {
  it('strips the mask and uppercases', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35')
    expect(normalizeCnpj(' 11.222.333/0001-81 ')).toBe('11222333000181')
  })

  it('exposes the SPEC message', () => {
    expect(CNPJ_INVALIDO).toBe('CNPJ inválido')
  })
})
