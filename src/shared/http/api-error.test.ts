import { describe, expect, it } from 'vitest'
import { limiteAtingido } from './api-error'

describe('limiteAtingido', () => {
  it.each([
    [0.2, '1 segundo'],
    [1, '1 segundo'],
    [41.3, '42 segundos'],
    [60, '1 minuto'],
    [61, '2 minutos'],
  ])('says when to try again after %s s', (segundos, quando) => {
    expect(limiteAtingido(segundos)).toBe(`Muitas solicitações em pouco tempo. Tente novamente em ${quando}.`)
  })
})
