import { describe, expect, it } from 'vitest'
import { CPF_INVALIDO, isValidCpf, normalizeCpf } from './cpf'

// DOMAIN-BR's rule written out independently, as an oracle for the library on many bases.
const cpfDigitsOf = (base9: string): string => {
  const digit = (chars: string) => {
    const sum = [...chars].reduce((acc, c, i) => acc + Number(c) * (chars.length + 1 - i), 0)
    const r = sum % 11
    return r < 2 ? 0 : 11 - r
  }
  const first = digit(base9)
  return `${first}${digit(`${base9}${first}`)}`
}

describe('isValidCpf (DOMAIN-BR vectors)', () => {
  it.each(['529.982.247-25', '295.379.955-93', '133.782.710-00', '400.448.260-79', '08796742020'])(
    'accepts %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(true)
    },
  )

  it.each(['111.111.111-11', '287.967.420-20'])('rejects %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false)
  })

  it('rejects every all-equal CPF even though their check digits match', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false)
  })

  it('rejects wrong lengths and letters', () => {
    expect(isValidCpf('5299822472')).toBe(false)
    expect(isValidCpf('529982247250')).toBe(false)
    expect(isValidCpf('52998224725a')).toBe(false)
    expect(isValidCpf('')).toBe(false)
  })

  it('agrees with the DOMAIN-BR rule on 300 seeded bases', () => {
    let seed = 20260001
    for (let n = 0; n < 300; n++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      const base = String(seed % 1_000_000_000).padStart(9, '0')
      const dv = cpfDigitsOf(base)
      const allEqual = /^(\d)\1{10}$/.test(`${base}${dv}`)
      expect(isValidCpf(`${base}${dv}`)).toBe(!allEqual)
      const wrong = `${dv[0]}${(Number(dv[1]) + 1) % 10}`
      expect(isValidCpf(`${base}${wrong}`)).toBe(false)
    }
  })
})

describe('normalizeCpf', () => {
  it('strips the mask', () => {
    expect(normalizeCpf('087.967.420-20')).toBe('08796742020')
  })

  it('exposes the SPEC message', () => {
    expect(CPF_INVALIDO).toBe('CPF inválido')
  })
})
