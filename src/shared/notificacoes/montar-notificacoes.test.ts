import { describe, expect, it } from 'vitest'
import { comLeitura, type EstoqueBaixo, estaLida, itensDasFontes, MAX_POR_TIPO } from './montar-notificacoes'

const produto = (i: number): EstoqueBaixo => ({
  id: `p${i}`,
  sku: `SKU ${i}`,
  descricao: `Produto ${i}`,
  unidade: 'L',
  estoque_atual: 0.5,
  estoque_minimo: 1.25,
  desde: `2026-03-0${i}T12:00:00.000Z`,
})

describe('itensDasFontes', () => {
  it('lists up to MAX_POR_TIPO items of a kind one by one, newest first, with escaped links', () => {
    const itens = [1, 2, 3, 4, 5].map(produto)
    const items = itensDasFontes({ estoque: { total: MAX_POR_TIPO, itens } }, 'America/Sao_Paulo')
    expect(items.map((i) => i.id)).toEqual(['p5', 'p4', 'p3', 'p2', 'p1'].map((id) => `estoque-baixo:${id}`))
    expect(items[0]).toMatchObject({
      texto: 'Produto 5 (SKU 5): 0,5 L em estoque, mínimo 1,25',
      link: '/cadastros/produtos?q=SKU%205',
      quantidade: null,
    })
  })

  it("names a product below zero 'Estoque negativo'", () => {
    const negativo = { ...produto(1), estoque_atual: -1.5 }
    const [item] = itensDasFontes({ estoque: { total: 1, itens: [negativo] } }, 'America/Sao_Paulo')
    expect(item).toMatchObject({
      titulo: 'Estoque negativo',
      texto: 'Produto 1 (SKU 1): -1,5 L em estoque, mínimo 1,25',
    })
  })

  it('sums a kind with more items into one, keyed and dated by its newest member', () => {
    const items = itensDasFontes(
      { estoque: { total: 300, itens: [2, 5, 1].map(produto) } },
      'America/Sao_Paulo',
    )
    expect(items).toEqual([
      {
        id: 'estoque-baixo:p5',
        tipo: 'estoque_baixo',
        titulo: '300 produtos com estoque baixo',
        texto: 'Estoque atual no mínimo ou abaixo dele',
        link: '/cadastros/produtos',
        data: '2026-03-05T12:00:00.000Z',
        quantidade: 300,
      },
    ])
  })

  it('leaves out sources the user may not see and empty ones', () => {
    expect(itensDasFontes({ os: { total: 0, itens: [] } }, 'America/Sao_Paulo')).toEqual([])
  })
})

describe('read state', () => {
  const item = { id: 'estoque-baixo:p1', data: '2026-03-01T12:00:00.000Z' }

  it('reads an item marked by key, or begun at or before the last "all read"', () => {
    expect(estaLida(item, { lidas_ate: null, chaves: [] })).toBe(false)
    expect(estaLida(item, { lidas_ate: null, chaves: [item.id] })).toBe(true)
    expect(estaLida(item, { lidas_ate: item.data, chaves: [] })).toBe(true)
    expect(estaLida(item, { lidas_ate: '2026-03-01T11:59:59.999Z', chaves: [] })).toBe(false)
  })

  it('counts the unread items', () => {
    const items = itensDasFontes({ estoque: { total: 2, itens: [1, 2].map(produto) } }, 'America/Sao_Paulo')
    const view = comLeitura(items, { lidas_ate: '2026-03-01T12:00:00.000Z', chaves: [] })
    expect(view.nao_lidas).toBe(1)
    expect(view.items.map((i) => i.lida)).toEqual([false, true])
  })
})
