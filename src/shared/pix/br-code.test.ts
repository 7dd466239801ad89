import { describe, expect, it } from 'vitest'
import { buildPixCopiaECola, crc16, isValidPixKey, pixTxid } from './br-code'

const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'
const WITH_AMOUNT =
  '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***63040DC6'

// Reads top-level TLV fields so tests can look at one field without counting characters.
const fields = (payload: string): Record<string, string> => {
  const out: Record<string, string> = {}
  for (let i = 0; i < payload.length; ) {
    const id = payload.slice(i, i + 2)
    const length = Number(payload.slice(i + 2, i + 4))
    out[id] = payload.slice(i + 4, i + 4 + length)
    i += 4 + length
  }
  return out
}

describe('crc16 (CRC-16/CCITT-FALSE)', () => {
  it('gives 29B1 for "123456789"', () => {
    expect(crc16('123456789')).toBe('29B1')
  })

  it('gives the CRC of both DOMAIN-BR payloads over everything up to and including 6304', () => {
    for (const payload of [BCB_EXAMPLE, WITH_AMOUNT]) {
      expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4))
    }
  })

  it('pads to 4 uppercase hex digits', () => {
    expect(crc16('')).toBe('FFFF')
    expect(crc16('A')).toMatch(/^[0-9A-F]{4}$/)
  })
})

describe('buildPixCopiaECola', () => {
  it('reproduces the Banco Central manual example byte for byte', () => {
    expect(
      buildPixCopiaECola({
        chave: '123e4567-e12b-12d1-a456-426655440000',
        nome: 'Fulano de Tal',
        cidade: 'BRASILIA',
      }),
    ).toBe(BCB_EXAMPLE)
  })

  it('reproduces the example with amount and description byte for byte', () => {
    expect(
      buildPixCopiaECola({
        chave: 'thalesog@me.com',
        nome: 'THALES OGLIARI',
        cidade: 'SAO MIGUEL DO O',
        valorCentavos: 1000,
        descricao: 'Pedido 123',
      }),
    ).toBe(WITH_AMOUNT)
  })

  it('writes the txid, cuts the name to 25, folds and cuts the city to 15, keeps a valid CRC', () => {
    const payload = buildPixCopiaECola({
      chave: '+5511971626799',
      nome: 'Auto Mecânica São Cristóvão do Brasil',
      cidade: 'São Miguel do Oeste',
      valorCentavos: 123456,
      txid: 'OS20260001P2',
    })
    const f = fields(payload)
    expect(f['26']).toBe('0014br.gov.bcb.pix0114+5511971626799')
    expect(f['54']).toBe('1234.56')
    expect(f['59']).toBe('Auto Mecanica Sao Cristov')
    expect(f['60']).toBe('Sao Miguel do O')
    expect(f['62']).toBe('0512OS20260001P2')
    expect(payload.slice(-8, -4)).toBe('6304')
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4))
  })

  it('writes field 54 from integer centavos exactly, for 300 seeded amounts', () => {
    let seed = 54
    for (let n = 0; n < 300; n++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      const centavos = (seed % 999_999_999_999) + 1
      const expected = `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`
      const payload = buildPixCopiaECola({
        chave: 'thalesog@me.com',
        nome: 'N',
        cidade: 'C',
        valorCentavos: centavos,
      })
      expect(fields(payload)['54']).toBe(expected)
    }
  })

  it('writes the largest amount field 54 holds and the masked CPF key as digits', () => {
    const payload = buildPixCopiaECola({
      chave: '529.982.247-25',
      nome: 'N',
      cidade: 'C',
      valorCentavos: 999_999_999_999,
    })
    expect(fields(payload)['54']).toBe('9999999999.99')
    expect(fields(payload)['26']).toBe('0014br.gov.bcb.pix011152998224725')
  })

  it('throws on a bad amount, txid, key, name or city', () => {
    const base = { chave: 'thalesog@me.com', nome: 'N', cidade: 'C' }
    for (const valorCentavos of [0, -1, 10.5, 1_000_000_000_000]) {
      expect(() => buildPixCopiaECola({ ...base, valorCentavos })).toThrow(RangeError)
    }
    for (const txid of ['', 'OS-1', 'A'.repeat(26)]) {
      expect(() => buildPixCopiaECola({ ...base, txid })).toThrow(RangeError)
    }
    expect(() => buildPixCopiaECola({ ...base, chave: 'not a key' })).toThrow(RangeError)
    expect(() => buildPixCopiaECola({ ...base, nome: '  ' })).toThrow(RangeError)
    expect(() => buildPixCopiaECola({ ...base, cidade: '' })).toThrow(RangeError)
  })
})

describe('pixTxid', () => {
  it('derives the txid from the OS number and instalment (DESIGN §8b)', () => {
    expect(pixTxid('OS-2026-0001', 2)).toBe('OS20260001P2')
    expect(pixTxid('OS-2026-0123', 12)).toBe('OS20260123P12')
  })

  it('throws when it cannot make a valid txid', () => {
    expect(() => pixTxid('OS-2026-0001', 0)).toThrow(RangeError)
    expect(() => pixTxid('OS-2026-0001', 1.5)).toThrow(RangeError)
    expect(() => pixTxid('---', 1)).toThrow(RangeError)
    expect(() => pixTxid('X'.repeat(24), 1)).toThrow(RangeError)
  })
})

describe('isValidPixKey', () => {
  it('checks a CPF or CNPJ key by its check digits, alphanumeric CNPJ included', () => {
    expect(isValidPixKey('cpf', '52998224725')).toBe(true)
    expect(isValidPixKey('cpf', '529.982.247-25')).toBe(true)
    expect(isValidPixKey('cpf', '28796742020')).toBe(false)
    expect(isValidPixKey('cnpj', '11222333000181')).toBe(true)
    expect(isValidPixKey('cnpj', '12ABC34501DE35')).toBe(true)
    expect(isValidPixKey('cnpj', '12ABC34501DE34')).toBe(false)
  })

  it('checks an e-mail key', () => {
    expect(isValidPixKey('email', 'thalesog@me.com')).toBe(true)
    expect(isValidPixKey('email', 'thalesog@')).toBe(false)
  })

  it('requires a phone key in the +55 form, mobile only', () => {
    expect(isValidPixKey('telefone', '+5511971626799')).toBe(true)
    expect(isValidPixKey('telefone', '11971626799')).toBe(false)
    expect(isValidPixKey('telefone', '(11) 97162-6799')).toBe(false)
    expect(isValidPixKey('telefone', '+551132223333')).toBe(false)
  })

  it('checks a random key as a UUID', () => {
    expect(isValidPixKey('aleatoria', '123e4567-e12b-12d1-a456-426655440000')).toBe(true)
    expect(isValidPixKey('aleatoria', '123e4567e12b12d1a456426655440000x')).toBe(false)
  })

  it('does not accept a key of another kind', () => {
    expect(isValidPixKey('email', '52998224725')).toBe(false)
    expect(isValidPixKey('cpf', 'thalesog@me.com')).toBe(false)
    expect(isValidPixKey('aleatoria', '+5511971626799')).toBe(false)
  })
})
