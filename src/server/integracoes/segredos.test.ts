import { describe, expect, it } from 'vitest'
import { abrir, selar } from './segredos'

describe('integration secrets at rest', () => {
  it('seals a secret so that the stored text does not contain it, and opens it with the same key', () => {
    const selado = selar('client-secret-do-banco', 'chave-a')
    expect(selado).not.toContain('client-secret-do-banco')
    expect(selado).toMatch(/^v1\./)
    expect(abrir(selado, 'chave-a')).toBe('client-secret-do-banco')
  })

  it('seals the same secret differently each time (a fresh nonce)', () => {
    expect(selar('x', 'chave-a')).not.toBe(selar('x', 'chave-a'))
  })

  it('refuses another key and an altered text', () => {
    const selado = selar('segredo', 'chave-a')
    expect(() => abrir(selado, 'chave-b')).toThrow()
    const alterado = `${selado.slice(0, -2)}${selado.endsWith('A') ? 'B' : 'A'}A`
    expect(() => abrir(alterado, 'chave-a')).toThrow()
  })
})
