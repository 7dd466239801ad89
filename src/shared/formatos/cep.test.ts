import { describe, expect, it } from 'vitest'
import { isValidCep, normalizeCep } from './cep'

describe('CEP', () => {
  it('accepts exactly 8 digits, with or without the hyphen', () => {
    expect(isValidCep('01001000')).toBe(true)
    expect(isValidCep('01001-000')).toBe(true)
  })

  it.each(['0100100', '010010000', '', '01001-00a', 'abc01001000'])('rejects %s', (cep) => {
    expect(isValidCep(cep)).toBe(false)
  })

  it('normalizes to digits, keeping the leading zero', () => {
    expect(normalizeCep('01001-000')).toBe('01001000')
  })
})
