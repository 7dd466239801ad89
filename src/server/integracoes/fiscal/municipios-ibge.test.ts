import { describe, expect, it } from 'vitest'
import { codigoIbge, ufDoCodigo } from './municipios-ibge'

describe('IBGE table', () => {
  it('finds a city by UF and name, ignoring accents and case', () => {
    expect(codigoIbge('SP', 'São Paulo')).toBe('3550308')
    expect(codigoIbge('sp', 'sao paulo')).toBe('3550308')
    expect(codigoIbge('PR', 'Curitiba')).toBe('4106902')
    expect(codigoIbge('RS', 'Pinto Bandeira')).toBe('4314548')
  })

  it('answers undefined for an unknown city or a missing field', () => {
    expect(codigoIbge('SP', 'Cidade Que Não Existe')).toBeUndefined()
    expect(codigoIbge(null, 'Curitiba')).toBeUndefined()
    expect(codigoIbge('PR', '')).toBeUndefined()
  })

  it('tells the UF of a code', () => {
    expect(ufDoCodigo('4106902')).toBe('PR')
    expect(ufDoCodigo('9999999')).toBeUndefined()
  })
})
