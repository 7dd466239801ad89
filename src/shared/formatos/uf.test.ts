import { getStates } from '@brazilian-utils/brazilian-utils'
import { describe, expect, it } from 'vitest'
import { isUf, UFS, ufSchema } from './uf'

describe('UFS', () => {
  it('lists the 27 UFs in DOMAIN-BR order', () => {
    expect(UFS.join(' ')).toBe(
      'AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO',
    )
    expect(new Set(UFS).size).toBe(27)
  })

  it('matches the library state list', () => {
    expect([...UFS].sort()).toEqual(
      getStates()
        .map((s) => s.code)
        .sort(),
    )
  })

  it('ufSchema accepts a UF and rejects anything else', () => {
    expect(ufSchema.parse('SP')).toBe('SP')
    expect(ufSchema.safeParse('sp').success).toBe(false)
    expect(ufSchema.safeParse('XX').success).toBe(false)
  })

  it('isUf guards a string', () => {
    expect(isUf('TO')).toBe(true)
    expect(isUf('BR')).toBe(false)
  })
})
