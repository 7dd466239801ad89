import { describe, expect, it } from 'vitest'
import { readPatioParams } from './patio-params'

const ID = '0b6f1c9e-2f7a-4f3e-9a41-3c2d6f0e8a11'

describe('readPatioParams', () => {
  it('reads the filters, the full-screen mode and the API query from the URL', () => {
    const params = new URLSearchParams(
      `tecnico_id=${ID}&tecnico_nome=Carlos&prioridade=alta&atrasadas=1&tela=cheia`,
    )
    expect(readPatioParams(params, 'abc')).toEqual({
      filtros: { tecnico_id: ID, tecnico_nome: 'Carlos', prioridade: 'alta', atrasadas: true },
      query: { q: 'abc', tecnico_id: ID, prioridade: 'alta', atrasadas: 'true' },
      ativos: 3,
      telaCheia: true,
    })
  })

  it('ignores values the server would refuse', () => {
    const params = new URLSearchParams('tecnico_id=x&tecnico_nome=Carlos&prioridade=urgente&atrasadas=sim')
    expect(readPatioParams(params, '')).toEqual({
      filtros: { tecnico_id: undefined, tecnico_nome: undefined, prioridade: undefined, atrasadas: false },
      query: { q: undefined, tecnico_id: undefined, prioridade: undefined, atrasadas: undefined },
      ativos: 0,
      telaCheia: false,
    })
  })
})
