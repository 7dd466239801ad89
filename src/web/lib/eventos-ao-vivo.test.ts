import { describe, expect, it } from 'vitest'
import { tiposDaMensagem } from '../../shared/eventos/eventos'
import { chavesDe, proximaEspera } from './eventos-ao-vivo'

describe('live updates on the web', () => {
  it('a change refreshes the screens of its kind, each key once', () => {
    expect(chavesDe(['financeiro'])).toEqual([
      'financeiro',
      'os',
      'dashboard',
      'notificacoes',
      'cobranca-pix',
    ])
    expect(chavesDe(['os', 'notificacoes'])).toEqual(['os', 'dashboard', 'notificacoes', 'busca'])
  })

  it('reconnects with a wait doubling from 1 s up to 30 s', () => {
    const esperas = [1_000]
    for (let i = 0; i < 6; i++) esperas.push(proximaEspera(esperas.at(-1)!))
    expect(esperas).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
  })

  it("reads a message's kinds, leaving out what it does not know", () => {
    expect(tiposDaMensagem({ tipos: ['os', 'financeiro'] })).toEqual(['os', 'financeiro'])
    expect(tiposDaMensagem({ tipos: ['os', 'desconhecido', 3] })).toEqual(['os'])
    expect(tiposDaMensagem(null)).toEqual([])
    expect(tiposDaMensagem({ tipos: 'os' })).toEqual([])
  })
})
