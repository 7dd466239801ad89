import { describe, expect, it } from 'vitest'
import { maskCodigoIbge } from './codigos-fiscais'

describe('Nota fiscal settings text', () => {
  it('keeps the IBGE code to 7 digits', () => {
    expect(maskCodigoIbge('3550-3089')).toBe('3550308')
  })
})
