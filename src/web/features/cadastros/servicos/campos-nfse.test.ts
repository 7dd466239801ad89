import { describe, expect, it } from 'vitest'
import { maskCodigoTributacao, maskNbs } from './campos-nfse'

describe('NFS-e code masks', () => {
  it('shapes the national tax code as it is typed, digits only, at most 6', () => {
    expect(maskCodigoTributacao('')).toBe('')
    expect(maskCodigoTributacao('14')).toBe('14')
    expect(maskCodigoTributacao('140')).toBe('14.0')
    expect(maskCodigoTributacao('140101')).toBe('14.01.01')
    expect(maskCodigoTributacao('14.01.01')).toBe('14.01.01')
    expect(maskCodigoTributacao('1401019')).toBe('14.01.01')
    expect(maskCodigoTributacao('14a01')).toBe('14.01')
  })

  it('shapes the NBS code as 1.2345.67.89', () => {
    expect(maskNbs('120011000')).toBe('1.2001.10.00')
    expect(maskNbs('12')).toBe('1.2')
    expect(maskNbs('1.2001.10.001')).toBe('1.2001.10.00')
  })
})
