import { describe, expect, it } from 'vitest'
import { formatPlaca } from '../formatos/exibir'
import { comLeitura, type EstoqueBaixo, estaLida, itensDasFontes, MAX_POR_TIPO } from './montar-notificacoes'
import type { AgendamentoLinha, ReagendamentoLinha } from './notificacoes-agenda'

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

describe('agenda items (issue 27)', () => {
  const TZ = 'America/Sao_Paulo'
  // 23:10 of 14/03 in São Paulo, already the 15th in UTC: the time and the day are the company's.
  const agendamento = (i: number, extra: Partial<AgendamentoLinha> = {}): AgendamentoLinha => ({
    id: `a${i}`,
    inicio: '2026-03-15T02:10:00+00:00',
    cliente: 'Maria Aparecida da Silva',
    placa: 'ABC1D23',
    motivo: 'Revisão dos 20 mil km',
    desde: `2026-03-15T01:1${i}:00.000Z`,
    ...extra,
  })

  it('shows an appointment of the next hour with its local time, plate and reason, opening its day', () => {
    const semPlaca = agendamento(2, { placa: null, inicio: '2026-03-15T02:20:00Z' })
    const items = itensDasFontes({ proximos: { total: 2, itens: [agendamento(1), semPlaca] } }, TZ)
    expect(items).toEqual([
      {
        id: 'agendamento-proximo:a2:2026-03-15T02:20:00.000Z',
        tipo: 'agendamento_proximo',
        titulo: 'Agendamento na próxima hora',
        texto: '23:20 · Maria Aparecida da Silva: Revisão dos 20 mil km',
        link: '/agenda?visao=dia&data=2026-03-14',
        data: '2026-03-15T01:12:00.000Z',
        quantidade: null,
      },
      {
        id: 'agendamento-proximo:a1:2026-03-15T02:10:00.000Z',
        tipo: 'agendamento_proximo',
        titulo: 'Agendamento na próxima hora',
        texto: `23:10 · Maria Aparecida da Silva · ${formatPlaca('ABC1D23')}: Revisão dos 20 mil km`,
        link: '/agenda?visao=dia&data=2026-03-14',
        data: '2026-03-15T01:11:00.000Z',
        quantidade: null,
      },
    ])
  })

  it('asks whether a late customer came, and names a new request with the text the customer wrote', () => {
    const pedido: ReagendamentoLinha = {
      ...agendamento(3, { inicio: '2026-03-16T12:00:00.000Z' }),
      pedido: 'Posso na quinta à tarde?',
    }
    const items = itensDasFontes(
      {
        semChegada: { total: 1, itens: [agendamento(1, { placa: null })] },
        reagendamentos: { total: 1, itens: [pedido] },
      },
      TZ,
    )
    expect(items).toEqual([
      {
        id: `reagendamento-pedido:a3:${pedido.desde}`,
        tipo: 'reagendamento_pedido',
        titulo: 'Pedido de novo horário',
        texto: `Maria Aparecida da Silva · ${formatPlaca('ABC1D23')}, 16/03/2026 às 09:00: “Posso na quinta à tarde?”`,
        link: '/agenda?visao=dia&data=2026-03-16',
        data: pedido.desde,
        quantidade: null,
      },
      {
        id: 'agendamento-sem-chegada:a1:2026-03-15T02:10:00.000Z',
        tipo: 'agendamento_sem_chegada',
        titulo: 'Não compareceu?',
        texto: '23:10 · Maria Aparecida da Silva: marque Chegou ou Não compareceu',
        link: '/agenda?visao=dia&data=2026-03-14',
        data: '2026-03-15T01:11:00.000Z',
        quantidade: null,
      },
    ])
  })

  it('sums many into one item per kind, opening the day of the earliest (or the list of requests)', () => {
    const itens = [1, 2, 3, 4, 5].map((i) => agendamento(i, { inicio: `2026-03-14T1${i}:00:00Z` }))
    const pedidos = itens.map((a) => ({ ...a, pedido: 'Outro dia' }))
    const items = itensDasFontes(
      {
        proximos: { total: 6, itens },
        semChegada: { total: 8, itens },
        reagendamentos: { total: 7, itens: pedidos },
      },
      TZ,
    )
    expect(
      items.map(({ id, titulo, texto, link, quantidade }) => ({ id, titulo, texto, link, quantidade })),
    ).toEqual([
      {
        id: 'agendamentos-proximos:a5',
        titulo: '6 agendamentos na próxima hora',
        texto: 'Clientes esperados em até 1 hora',
        link: '/agenda?visao=dia&data=2026-03-14',
        quantidade: 6,
      },
      {
        id: 'agendamentos-sem-chegada:a5',
        titulo: '8 agendamentos sem chegada',
        texto: 'Passaram do horário hoje: marque Chegou ou Não compareceu',
        link: '/agenda?visao=dia&data=2026-03-14',
        quantidade: 8,
      },
      {
        id: 'reagendamentos-pedidos:a5',
        titulo: '7 pedidos de novo horário',
        texto: 'Pelo link do agendamento, nos últimos 7 dias',
        link: '/agenda?visao=lista',
        quantidade: 7,
      },
    ])
  })
})
