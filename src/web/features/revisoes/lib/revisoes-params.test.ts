import { describe, expect, it } from 'vitest'
import { linkParaAgendar, readRevisoesParams } from './revisoes-params'

describe('readRevisoesParams', () => {
  it('reads the filter, falling back to this month for an unknown one', () => {
    const ler = (s: string) => readRevisoesParams(new URLSearchParams(s), { q: '', page: 1 })
    expect(ler('filtro=vencidas').filtro).toBe('vencidas')
    expect(ler('filtro=todas').filtro).toBe('todas')
    expect(ler('filtro=ontem').filtro).toBe('mes')
    expect(ler('').filtro).toBe('mes')
  })

  it('passes the search and the page along', () => {
    expect(readRevisoesParams(new URLSearchParams(), { q: 'maria', page: 3 })).toEqual({
      filtro: 'mes',
      q: 'maria',
      page: 3,
      pageSize: 20,
    })
  })
})

describe('linkParaAgendar', () => {
  it("opens the agenda's new appointment with the customer, the vehicle and the service as the reason", () => {
    const url = linkParaAgendar({
      cliente: { id: 'c1' },
      veiculo: { id: 'v1' },
      servico: { descricao: 'Troca de óleo & filtro' },
    })
    const [caminho, query] = url.split('?')
    expect(caminho).toBe('/agenda')
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      novo: '1',
      cliente_id: 'c1',
      veiculo_id: 'v1',
      motivo: 'Troca de óleo & filtro',
    })
  })
})
