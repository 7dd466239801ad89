import { describe, expect, it } from 'vitest'
import { apiErrorOf, limiteAtingido } from './api-error'

describe('apiErrorOf', () => {
  it('reads the error of an API answer, with or without field messages', () => {
    expect(apiErrorOf({ error: { code: 'NOT_FOUND', message: 'Registro não encontrado' } })).toEqual({
      code: 'NOT_FOUND',
      message: 'Registro não encontrado',
      fields: undefined,
    })
    const fields = { nome: 'Informe o nome' }
    expect(apiErrorOf({ error: { code: 'VALIDATION', message: 'Dados inválidos', fields } })).toEqual({
      code: 'VALIDATION',
      message: 'Dados inválidos',
      fields,
    })
  })

  it.each([
    undefined,
    null,
    '<html>502 Bad Gateway</html>',
    { message: 'sem error' },
    { error: 'texto' },
    { error: { code: 42, message: 'código numérico' } },
    { error: { code: 'X' } },
    { error: { code: 'X', message: 'campos errados', fields: { nome: 1 } } },
    { error: { code: 'X', message: 'campos nulos', fields: null } },
  ])('answers undefined for a body that is not an API error: %j', (payload) => {
    expect(apiErrorOf(payload)).toBeUndefined()
  })
})

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
