import { describe, expect, it } from 'vitest'
import { formatCep, isValidCep, normalizeCep } from './cep'

describe('CEP', () => {
  it('formats 8 digits as 01001-000 (DOMAIN-BR)', () => {
    expect(formatCep('01001000')).toBe('01001-000')
    expect(formatCep('01001-000')).toBe('01001-000')
  })

  it('leaves a value that is not a CEP untouched', () => {
    expect(formatCep('0100100')).toBe('0100100')
  })

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
