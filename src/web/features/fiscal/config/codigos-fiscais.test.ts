import { describe, expect, it } from 'vitest'
import { maskCodigoIbge, percentualParaTela } from './codigos-fiscais'

describe('Nota fiscal settings text', () => {
  it('keeps the IBGE code to 7 digits', () => {
    expect(maskCodigoIbge('3550-3089')).toBe('3550308')
  })

  it("shows the API's percentages as typed in Brazil", () => {
    expect(percentualParaTela('2.50')).toBe('2,5')
    expect(percentualParaTela('3.00')).toBe('3')
    expect(percentualParaTela('0.05')).toBe('0,05')
    expect(percentualParaTela('')).toBe('')
  })
})
