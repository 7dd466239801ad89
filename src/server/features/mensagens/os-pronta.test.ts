import { describe, expect, it } from 'vitest'
import { enderecoEmUmaLinha } from './os-pronta.service'

describe('enderecoEmUmaLinha', () => {
  it('joins street and city/UF, whichever the company filled in', () => {
    expect(enderecoEmUmaLinha({ endereco: 'Rua A, 10', cidade: 'Campinas', uf: 'SP' })).toBe(
      'Rua A, 10 — Campinas/SP',
    )
    expect(enderecoEmUmaLinha({ endereco: null, cidade: 'Campinas', uf: null })).toBe('Campinas')
    expect(enderecoEmUmaLinha({ endereco: 'Rua A, 10', cidade: null, uf: 'SP' })).toBe('Rua A, 10 — SP')
  })

  it('is null without any (the message drops its address line)', () => {
    expect(enderecoEmUmaLinha({ endereco: null, cidade: null, uf: null })).toBeNull()
  })
})
