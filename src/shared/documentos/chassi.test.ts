import { isValidVin } from '@brazilian-utils/brazilian-utils'
import { describe, expect, it } from 'vitest'
import {
  CHASSI_INVALIDO,
  CHASSI_TAMANHO,
  chassiError,
  chassiOpcionalSchema,
  chassiSchema,
  isValidChassi,
  normalizeChassi,
} from './chassi'

describe('isValidChassi (DOMAIN-BR: 17 of [A-HJ-NPR-Z0-9], no check-digit rejection)', () => {
  it('accepts a VIN whose position-9 check digit matches', () => {
    expect(isValidChassi('1HGCM82633A004352')).toBe(true)
  })

  it('accepts a VIN whose position-9 check digit does not match (not mandatory in Brazil)', () => {
    // The library's isValidVin rejects it on the North-American check digit; that is why this is hand-written.
    expect(isValidVin('1HGCM82633A004353')).toBe(false)
    expect(isValidChassi('1HGCM82633A004353')).toBe(true)
    expect(isValidChassi('9BWZZZ377VT004251')).toBe(true)
  })

  it('accepts lowercase and surrounding spaces', () => {
    expect(isValidChassi(' 9bwzzz377vt004251 ')).toBe(true)
  })

  it.each(['1HGCM8263IA004352', '1HGCM8263OA004352', '1HGCM8263QA004352'])(
    'rejects I, O and Q: %s',
    (vin) => {
      expect(isValidChassi(vin)).toBe(false)
    },
  )

  it('rejects 16 and 18 characters and punctuation', () => {
    expect(isValidChassi('1HGCM82633A00435')).toBe(false)
    expect(isValidChassi('1HGCM82633A0043521')).toBe(false)
    expect(isValidChassi('1HGCM82633-004352')).toBe(false)
  })
})

describe('chassiError and the schemas (SPEC §5 messages)', () => {
  it('names the length first, then the characters', () => {
    expect(chassiError('1HGCM82633A00435')).toBe('O chassi deve ter 17 caracteres')
    expect(chassiError('1HGCM8263IA004352')).toBe('Chassi inválido')
    expect(chassiError('1HGCM82633A004352')).toBeNull()
    expect(CHASSI_TAMANHO).toBe('O chassi deve ter 17 caracteres')
    expect(CHASSI_INVALIDO).toBe('Chassi inválido')
  })

  it('normalizes', () => {
    expect(normalizeChassi(' 9bwzzz377vt004251\n')).toBe('9BWZZZ377VT004251')
  })

  it('chassiSchema outputs the normalized value or the SPEC message', () => {
    expect(chassiSchema.parse('9bwzzz377vt004251')).toBe('9BWZZZ377VT004251')
    expect(chassiSchema.safeParse('9BWZZZ377').error?.issues[0].message).toBe(CHASSI_TAMANHO)
    expect(chassiSchema.safeParse('9BWZZZ377VT00425I').error?.issues.map((i) => i.message)).toEqual([
      CHASSI_INVALIDO,
    ])
  })

  it('chassiOpcionalSchema turns blank into null and still checks a given chassis', () => {
    expect(chassiOpcionalSchema.parse('')).toBeNull()
    expect(chassiOpcionalSchema.parse('   ')).toBeNull()
    expect(chassiOpcionalSchema.parse(null)).toBeNull()
    expect(chassiOpcionalSchema.parse(undefined)).toBeNull()
    expect(chassiOpcionalSchema.parse('9bwzzz377vt004251')).toBe('9BWZZZ377VT004251')
    expect(chassiOpcionalSchema.safeParse('9BWZZZ').error?.issues[0].message).toBe(CHASSI_TAMANHO)
  })
})
