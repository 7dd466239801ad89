import { describe, expect, it } from 'vitest'
import type { BuscaResultado } from '../../../shared/busca/busca.schemas'
import { destinoDoEnter, itensDaBusca, moverAtivo } from './busca-itens'

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`

const resultado: BuscaResultado = {
  os: [
    {
      id: ID(1),
      numero_os: 'OS-2026-0042',
      status: 'em_execucao',
      cliente_nome: 'Maria Silva',
      veiculo_placa: 'ABC1234',
    },
  ],
  clientes: [{ id: ID(2), nome_razao: 'Maria Silva', doc: '52998224725', cidade: 'Campinas', uf: 'SP' }],
  veiculos: [{ id: ID(3), placa: 'ABC1C34', marca: 'Fiat', modelo: 'Uno', cliente_nome: 'Maria Silva' }],
  titulos: [
    {
      id: ID(4),
      os_id: ID(1),
      numero_os: 'OS-2026-0042',
      cliente_id: ID(2),
      cliente_nome: 'Maria Silva',
      parcela: '1/3',
      vencimento: '2026-12-05',
      saldo: 14_327,
      situacao: 'aberto',
    },
  ],
}

describe('itensDaBusca', () => {
  it('lists OS, clients, vehicles and titles in order, each with its link and two readable lines', () => {
    const itens = itensDaBusca(resultado)
    expect(itens.map((i) => [i.grupo, i.titulo, i.detalhe, i.href])).toEqual([
      ['os', 'OS-2026-0042', 'Maria Silva · ABC-1234', `/os/${ID(1)}`],
      ['clientes', 'Maria Silva', '529.982.247-25 · Campinas/SP', '/cadastros/clientes?q=52998224725'],
      ['veiculos', 'ABC1C34', 'Fiat Uno · Maria Silva', '/cadastros/veiculos?q=ABC1C34'],
      [
        'titulos',
        'OS-2026-0042 · Parcela 1/3',
        'Vence 05/12/2026 · Saldo R$\u00a0143,27 · Maria Silva',
        `/contas-receber?cliente_id=${ID(2)}&cliente_nome=Maria+Silva&de=2026-12-05&ate=2026-12-05`,
      ],
    ])
    expect(itens[0].selo).toEqual({ tipo: 'os', status: 'em_execucao' })
    expect(itens[3].selo).toEqual({ tipo: 'titulo', situacao: 'aberto' })
  })

  it('reads an OS without client or vehicle and a client without city', () => {
    const itens = itensDaBusca({
      ...resultado,
      os: [{ ...resultado.os[0], cliente_nome: null, veiculo_placa: null }],
      clientes: [{ ...resultado.clientes[0], cidade: null, uf: null }],
      veiculos: [],
      titulos: [{ ...resultado.titulos[0], parcela: 'Sinal' }],
    })
    expect(itens.map((i) => i.detalhe).slice(0, 2)).toEqual(['Sem cliente', '529.982.247-25'])
    expect(itens[2].titulo).toBe('OS-2026-0042 · Sinal')
  })
})

describe('moverAtivo', () => {
  it('starts from nothing selected: Down to the first, Up to the last', () => {
    expect(moverAtivo(-1, 'ArrowDown', 4)).toBe(0)
    expect(moverAtivo(-1, 'ArrowUp', 4)).toBe(3)
  })

  it('moves one step and wraps at both ends', () => {
    expect(moverAtivo(0, 'ArrowDown', 4)).toBe(1)
    expect(moverAtivo(3, 'ArrowDown', 4)).toBe(0)
    expect(moverAtivo(0, 'ArrowUp', 4)).toBe(3)
    expect(moverAtivo(2, 'ArrowUp', 4)).toBe(1)
  })

  it('selects nothing without results and recovers from a list that shrank', () => {
    expect(moverAtivo(2, 'ArrowDown', 0)).toBe(-1)
    expect(moverAtivo(7, 'ArrowDown', 3)).toBe(0)
  })
})

describe('destinoDoEnter', () => {
  const itens = itensDaBusca(resultado)

  it('opens the highlighted result', () => {
    expect(destinoDoEnter(itens, 2, 'abc', true)).toBe('/cadastros/veiculos?q=ABC1C34')
  })

  it('with nothing highlighted opens the OS list searched by the trimmed term', () => {
    expect(destinoDoEnter(itens, -1, '  Maria Silva ', true)).toBe('/os?q=Maria+Silva')
    expect(destinoDoEnter([], -1, 'ABC-1234', true)).toBe('/os?q=ABC-1234')
  })

  it('without OS access opens the first result, or nothing', () => {
    expect(destinoDoEnter(itens, -1, 'maria', false)).toBe(`/os/${ID(1)}`)
    expect(destinoDoEnter([], -1, 'maria', false)).toBeNull()
    expect(destinoDoEnter(itens, -1, '   ', true)).toBeNull()
  })
})
