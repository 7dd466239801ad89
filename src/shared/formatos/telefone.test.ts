import { describe, expect, it } from 'vitest'
import { isValidTelefone, normalizeTelefone, whatsappUrl } from './telefone'

describe('isValidTelefone (10 or 11 digits)', () => {
  it.each(['11971626799', '1197162679', '(11) 97162-6799', '(11) 9716-2679', '11.97162.6799'])(
    'accepts %s',
    (telefone) => {
      expect(isValidTelefone(telefone)).toBe(true)
    },
  )

  it.each(['971626799', '119716267990', '', '(11) 9716-267x', '+5511971626799'])('rejects %s', (telefone) => {
    expect(isValidTelefone(telefone)).toBe(false)
  })

  it('normalizes to digits', () => {
    expect(normalizeTelefone('(11) 97162-6799')).toBe('11971626799')
  })
})

describe('whatsappUrl', () => {
  it('prefixes the country code', () => {
    expect(whatsappUrl('(11) 97162-6799')).toBe('https://wa.me/5511971626799')
    expect(whatsappUrl('1197162679')).toBe('https://wa.me/551197162679')
  })

  it('keeps a DDD 55 number whole (Santa Maria, RS)', () => {
    expect(whatsappUrl('55991234567')).toBe('https://wa.me/5555991234567')
  })

  it('is null for something that is not a national number', () => {
    expect(whatsappUrl('12345')).toBeNull()
  })
})
